import { FUNCTION_ERRORS, WORKBOOK_LIMITS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../core/outcome';

export type ZipLimits = Pick<
  typeof WORKBOOK_LIMITS,
  'fileBytes' | 'uncompressedBytes' | 'entryBytes' | 'compressionRatio' | 'entries'
>;
export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const ZIP64_MARK = 0xffffffff;

/**
 * Reads a zip's central directory (without unpacking anything) and refuses an archive whose declared
 * sizes pass the limits: too many entries, an entry or a total too large, or a ratio only a zip bomb
 * has. Sizes a file lies about are caught while unpacking (the reader's heap and time limits).
 */
export function inspectZip(bytes: Uint8Array, limits: ZipLimits = WORKBOOK_LIMITS): Outcome<ZipEntry[]> {
  if (bytes.length > limits.fileBytes) return fail(FUNCTION_ERRORS.fileTooLarge);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end < 0) return fail(FUNCTION_ERRORS.fileNotCompatible);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) return fail(FUNCTION_ERRORS.archiveInvalid);
  if (count > limits.entries) return fail(FUNCTION_ERRORS.archiveTooLarge);
  if (directoryOffset + directorySize > end) return fail(FUNCTION_ERRORS.archiveInvalid);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return fail(FUNCTION_ERRORS.archiveInvalid);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (compressedSize === ZIP64_MARK || uncompressedSize === ZIP64_MARK) return fail(FUNCTION_ERRORS.archiveTooLarge);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    total += uncompressedSize;
    if (uncompressedSize > limits.entryBytes || total > limits.uncompressedBytes)
      return fail(FUNCTION_ERRORS.archiveTooLarge);
    // Small entries compress well whatever they hold; the ratio matters once an entry is large.
    if (uncompressedSize > 1024 * 1024 && uncompressedSize / Math.max(compressedSize, 1) > limits.compressionRatio)
      return fail(FUNCTION_ERRORS.archiveTooLarge);
    entries.push({ name, compressedSize, uncompressedSize });
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) return fail(FUNCTION_ERRORS.fileNotCompatible);
  return ok(entries);
}

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_SIZE - 0xffff);
  for (let at = view.byteLength - END_RECORD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return -1;
}
