import { FUNCTION_ERRORS, WORKBOOK_LIMITS } from '@carrier/contracts';
import { type UnzipFileInfo, unzipSync } from 'fflate';
import { fail, type Outcome, ok, type Problem } from '../../../core/outcome';

type ZipLimits = Record<'fileBytes' | 'uncompressedBytes' | 'entryBytes' | 'compressionRatio' | 'entries', number>;
type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

/** Thrown from fflate's filter to stop reading the directory at the first entry past a limit. */
class Refused {
  constructor(readonly problem: Problem) {}
}

/**
 * Reads a zip's central directory with fflate (its filter sees every entry's declared sizes and
 * declines them all, so nothing is inflated) and refuses an archive whose declared sizes pass the
 * limits: too many entries, an entry or a total too large, or a ratio only a zip bomb has. Sizes a
 * file lies about are caught while unpacking (the reader's heap and time limits).
 */
export function inspectZip(bytes: Uint8Array, limits: ZipLimits = WORKBOOK_LIMITS): Outcome<ZipEntry[]> {
  if (bytes.length > limits.fileBytes) return fail(FUNCTION_ERRORS.fileTooLarge);
  const entries: ZipEntry[] = [];
  let total = 0;
  const check = (file: UnzipFileInfo) => {
    const entry = { name: file.name, compressedSize: file.size, uncompressedSize: file.originalSize };
    total += entry.uncompressedSize;
    if (
      entries.length >= limits.entries ||
      entry.uncompressedSize > limits.entryBytes ||
      total > limits.uncompressedBytes
    )
      throw new Refused(FUNCTION_ERRORS.archiveTooLarge);
    // Small entries compress well whatever they hold; the ratio matters once an entry is large.
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > 1024 * 1024 && ratio > limits.compressionRatio)
      throw new Refused(FUNCTION_ERRORS.archiveTooLarge);
    entries.push(entry);
    return false;
  };
  try {
    unzipSync(bytes, { filter: check });
  } catch (error) {
    if (error instanceof Refused) return fail(error.problem);
    // No end-of-directory record: not a zip at all.
    return fail(entries.length ? FUNCTION_ERRORS.archiveInvalid : FUNCTION_ERRORS.fileNotCompatible);
  }
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) return fail(FUNCTION_ERRORS.fileNotCompatible);
  return ok(entries);
}
