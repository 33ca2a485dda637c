import { PDFDocument } from '@cantoo/pdf-lib';

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
