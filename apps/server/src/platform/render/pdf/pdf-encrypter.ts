import { createWorkerPool } from '../worker-pool';
import type { EncryptAnswer, EncryptJob, FinishOptions } from './pdf-encrypt';

// Apart from pdf-encrypt.ts, which the worker bundles too: this file stays in the server's bundle,
// so the worker's URL is made beside dist/main.mjs (in a shared chunk it pointed into dist/chunks/).
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
  /** Writes the metadata and encrypts (when there is a password) in the thread. */
  function finish(pdf: Uint8Array, options: FinishOptions, tenant?: string): Promise<EncryptAnswer> {
    // Only a buffer of its own moves (a small Buffer may share Node's pool with others).
    const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : pdf.slice();
    return pool.run({ pdf: own, ...options }, { tenant, transfer: [own.buffer as ArrayBuffer] });
  }
  return {
    finish,
    encrypt: (pdf: Uint8Array, password: string, tenant?: string) => finish(pdf, { password }, tenant),
    close: () => pool.close(),
  };
}
