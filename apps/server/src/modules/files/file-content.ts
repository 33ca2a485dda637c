import { Transform, type TransformCallback } from 'node:stream';
import type { AcceptedExtension } from '@carrier/contracts';

/** Why an upload was refused, with the HTTP status the file service answers. */
export type Rejection = 'type' | 'content' | 'size';
export const REJECTION_STATUS: Record<Rejection, number> = { type: 415, content: 415, size: 413 };

export class FileRejectedError extends Error {
  constructor(readonly reason: Rejection) {
    super(`file rejected: ${reason}`);
    this.name = 'FileRejectedError';
  }
}

/** How many first bytes of an upload its content check looks at. */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
const ascii = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const isZip = (head: Buffer) => startsWith(head, 0x50, 0x4b, 0x03, 0x04) || startsWith(head, 0x50, 0x4b, 0x05, 0x06);

/** Plain text: UTF-16 with its byte-order mark, or UTF-8 without NUL bytes. */
function isText(head: Buffer): boolean {
  if (startsWith(head, 0xff, 0xfe) || startsWith(head, 0xfe, 0xff)) return true;
  if (head.includes(0)) return false;
  try {
    // `stream: true` lets a character cut at the end of the sniffed bytes pass.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

const SIGNATURES: Record<AcceptedExtension, (head: Buffer) => boolean> = {
  jpg: (head) => startsWith(head, 0xff, 0xd8, 0xff),
  jpeg: (head) => startsWith(head, 0xff, 0xd8, 0xff),
  png: (head) => startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  gif: (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'),
  tiff: (head) => startsWith(head, 0x49, 0x49, 0x2a, 0x00) || startsWith(head, 0x4d, 0x4d, 0x00, 0x2a),
  webp: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
  pdf: (head) => head.subarray(0, 1024).includes('%PDF-'),
  doc: (head) => startsWith(head, ...OLE2),
  xls: (head) => startsWith(head, ...OLE2),
  docx: isZip,
  xlsx: isZip,
  zip: isZip,
  rar: (head) => ascii(head, 0, 'Rar!\u001a\u0007'),
  csv: isText,
  txt: isText,
  json: isText,
  js: isText,
};

export function contentMatches(extension: AcceptedExtension, head: Buffer): boolean {
  return SIGNATURES[extension](head);
}

/**
 * The content check of every upload: its first SNIFF_BYTES (from `chunks`, its first chunks) must
 * match its extension. The guard calls it on a stream's first chunks, the completion of a presigned
 * upload on a range read of the stored object. A large first chunk is looked at, not copied.
 */
export function headMatches(extension: AcceptedExtension, chunks: readonly Buffer[]): boolean {
  const first = chunks[0];
  if (first && first.length >= SNIFF_BYTES) return contentMatches(extension, first.subarray(0, SNIFF_BYTES));
  const held = chunks.reduce((total, chunk) => total + chunk.length, 0);
  return contentMatches(extension, Buffer.concat(chunks, Math.min(held, SNIFF_BYTES)));
}

/**
 * Passes an upload through while checking it: its first bytes must match its extension, and it must
 * not grow past the limit. Either failure destroys the stream, so the storage write stores nothing.
 */
export function uploadGuard(extension: AcceptedExtension, limit: number): Transform {
  let head: Buffer[] = [];
  let headBytes = 0;
  let checked = false;
  let total = 0;
  /** Sniffs the held chunks, then passes them on as they came: no copy of a large first chunk. */
  const release = (guard: Transform, callback: TransformCallback) => {
    checked = true;
    const held = head;
    head = [];
    if (!headMatches(extension, held)) return callback(new FileRejectedError('content'));
    for (const chunk of held) guard.push(chunk);
    callback();
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // After the sniff, a chunk costs one addition and one comparison.
      total += chunk.length;
      if (total > limit) return callback(new FileRejectedError('size'));
      if (checked) return callback(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes >= SNIFF_BYTES) return release(this, callback);
      callback();
    },
    flush(callback) {
      if (checked) return callback();
      release(this, callback);
    },
  });
}
