import { PDF_INPUT_ERRORS, UPLOAD_LIMIT_BYTES } from '@carrier/contracts';
import type { Problem } from '../../../core/outcome';
import { inflatedLength } from './inflated-length';

/**
 * What an uploaded PDF may cost to stamp. The parse runs in a worker thread with a heap limit and a
 * hard timeout (stamp-renderer.ts); the checks here run first, in the worker, on the raw bytes, and
 * refuse what pdf-lib would otherwise decode without bound (its stream buffers live outside the heap
 * the worker limit counts).
 */
export const PDF_LIMITS = {
  /** The file service's own upload limit: no stored PDF is larger. */
  maxBytes: UPLOAD_LIMIT_BYTES,
  maxPages: 2000,
  /** Decoded size of one object or cross-reference stream (the streams pdf-lib decodes when loading). */
  maxStreamBytes: 32 * 1024 * 1024,
  /** Decoded size of all of them together. */
  maxDecodedBytes: 96 * 1024 * 1024,
  /** Widths of the fields of a cross-reference stream: 8 bytes address any PDF. */
  maxXrefFieldWidth: 8,
  workerHeapMb: 256,
  hardTimeoutMs: 15_000,
} as const;

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start)).toString('latin1');

/** The dictionary text just before a `stream` keyword (from the `<<` that opens it). */
function dictionaryBefore(text: string, streamAt: number): string {
  let depth = 0;
  for (let index = streamAt - 1; index > 0 && streamAt - index < 64 * 1024; index--) {
    if (text[index] === '>' && text[index - 1] === '>') {
      depth++;
      index--;
    } else if (text[index] === '<' && text[index - 1] === '<') {
      depth--;
      index--;
      if (depth === 0) return text.slice(index, streamAt);
    }
  }
  return '';
}

/**
 * Refuses a PDF before it is parsed: not a PDF, truncated (no `%%EOF` near the end), too large,
 * a cross-reference stream with field widths beyond 8 bytes, or an object or cross-reference
 * stream that inflates beyond the limits (a decompression bomb). Answers null when it may be parsed.
 */
export function checkPdfBytes(bytes: Uint8Array): Problem | null {
  if (bytes.byteLength > PDF_LIMITS.maxBytes) return PDF_INPUT_ERRORS.tooLarge(PDF_LIMITS.maxBytes);
  if (!latin1(bytes, 0, Math.min(1024, bytes.byteLength)).includes('%PDF-')) return PDF_INPUT_ERRORS.notPdf;
  if (!latin1(bytes, Math.max(0, bytes.byteLength - 2048), bytes.byteLength).includes('%%EOF'))
    return PDF_INPUT_ERRORS.truncated;
  const text = latin1(bytes, 0, bytes.byteLength);
  const streamKeyword = /stream\r?\n/g;
  let decoded = 0;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    if (text.slice(match.index - 3, match.index) === 'end') continue;
    const dictionary = dictionaryBefore(text, match.index);
    const type = /\/Type\s*\/(ObjStm|XRef)\b/.exec(dictionary)?.[1];
    if (!type) continue;
    if (type === 'XRef') {
      const widths = /\/W\s*\[([^\]]*)\]/.exec(dictionary)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
      if (widths.some((width) => !Number.isInteger(width) || width < 0 || width > PDF_LIMITS.maxXrefFieldWidth))
        return PDF_INPUT_ERRORS.xrefWidth;
    }
    if (!/\/Filter\s*\/FlateDecode\b|\/Filter\s*\[\s*\/FlateDecode\s*\]/.test(dictionary)) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return PDF_INPUT_ERRORS.truncated;
    const room = Math.min(PDF_LIMITS.maxStreamBytes, PDF_LIMITS.maxDecodedBytes - decoded);
    const length = inflatedLength(bytes.subarray(start, end), Math.max(1, room));
    if (length === 'too-large') return PDF_INPUT_ERRORS.bomb(PDF_LIMITS.maxStreamBytes / 1024 / 1024);
    // A stream that inflates to nothing readable is left to the parser (which refuses or skips it).
    decoded += length;
  }
  return null;
}
