import { PDFDocument } from '@cantoo/pdf-lib';
import { createWorkerPool } from '../worker-pool';

/** Longest password accepted: AES-256 (PDF 2.0) uses at most 127 bytes of UTF-8. */
export const MAX_PDF_PASSWORD_BYTES = 127;

export class PdfPasswordTooLongError extends Error {
  constructor() {
    super(`The PDF password is longer than ${MAX_PDF_PASSWORD_BYTES} bytes.`);
  }
}

/**
 * Encrypts a PDF (AES-256) so it opens only with `password`; whoever has it has every permission
 * (it is both the user and the owner password). The input bytes are not changed.
 */
export async function encryptPdf(pdf: Uint8Array, password: string): Promise<Uint8Array> {
  if (Buffer.byteLength(password, 'utf8') > MAX_PDF_PASSWORD_BYTES) throw new PdfPasswordTooLongError();
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  document.encrypt({
    userPassword: password,
    ownerPassword: password,
    permissions: {
      printing: 'highResolution',
      modifying: true,
      copying: true,
      annotating: true,
      fillingForms: true,
      contentAccessibility: true,
      documentAssembly: true,
    },
  });
  return document.save({ useObjectStreams: false });
}

export type EncryptJob = { pdf: Uint8Array; password: string };
/** The encrypted PDF, or why not: the password is too long, or the thread stopped (time, memory). */
export type EncryptAnswer = { ok: true; pdf: Uint8Array } | { ok: false; reason: 'passwordTooLong' | 'stopped' };

const ENCRYPT_WORKER = {
  bundled: new URL('./pdf-encrypt.worker.mjs', import.meta.url),
  source: new URL('./pdf-encrypt.worker.ts', import.meta.url),
};

/**
 * Encrypts PDFs in a worker thread (pdf-lib parses and writes the whole PDF: 6 s of a 32 MB one would
 * block the server). The PDF's bytes move to the thread and back rather than being copied.
 */
export function createPdfEncrypter(options: { workers?: number; hardTimeoutMs?: number; heapMb?: number } = {}) {
  const pool = createWorkerPool<EncryptJob, EncryptAnswer>({
    script: ENCRYPT_WORKER,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 512 },
    hardTimeoutMs: options.hardTimeoutMs ?? 60_000,
    workers: options.workers,
    failed: () => ({ ok: false, reason: 'stopped' }),
  });
  return {
    encrypt(pdf: Uint8Array, password: string, tenant?: string): Promise<EncryptAnswer> {
      // Only a buffer of its own moves (a small Buffer may share Node's pool with others).
      const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : pdf.slice();
      return pool.run({ pdf: own, password }, { tenant, transfer: [own.buffer as ArrayBuffer] });
    },
    close: () => pool.close(),
  };
}
export type PdfEncrypter = ReturnType<typeof createPdfEncrypter>;
