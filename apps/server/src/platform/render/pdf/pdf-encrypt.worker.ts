// The worker thread that encrypts printed PDFs (pdf-encrypt.ts), off the server's main thread.
// pdf-lib compresses with pako: no node:zlib here (see docs/architecture.md).
import { answerRequests } from '../worker-port';
import { type EncryptAnswer, type EncryptJob, encryptPdf, PdfPasswordTooLongError } from './pdf-encrypt';

async function encrypt({ pdf, password }: EncryptJob): Promise<EncryptAnswer> {
  try {
    return { ok: true, pdf: await encryptPdf(pdf, password) };
  } catch (error) {
    if (error instanceof PdfPasswordTooLongError) return { ok: false, reason: 'passwordTooLong' };
    return { ok: false, reason: 'stopped' };
  }
}

answerRequests(encrypt, (answer) => (answer.ok ? [answer.pdf.buffer as ArrayBuffer] : []));
