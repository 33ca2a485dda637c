// The worker thread that finishes printed PDFs (pdf-encrypt.ts: metadata, encryption), off the server's main thread.
// pdf-lib compresses with pako: no node:zlib here (see docs/areas/templates.md, "No node:zlib inside a worker").
import { answerRequests } from '../worker-port';
import { type EncryptAnswer, type EncryptJob, finishPdf, PdfPasswordTooLongError } from './pdf-encrypt';

async function encrypt({ pdf, ...options }: EncryptJob): Promise<EncryptAnswer> {
  try {
    return { ok: true, pdf: await finishPdf(pdf, options) };
  } catch (error) {
    if (error instanceof PdfPasswordTooLongError) return { ok: false, reason: 'passwordTooLong' };
    return { ok: false, reason: 'stopped' };
  }
}

answerRequests(encrypt, (answer) => (answer.ok ? [answer.pdf.buffer as ArrayBuffer] : []));
