import { PDFArray, PDFDict, PDFDocument, PDFHexString, type PDFObject, PDFStream, PDFString } from '@cantoo/pdf-lib';
import { applyMetadata, type PdfMetadata } from './pdf-metadata';

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
export function encryptPdf(pdf: Uint8Array, password: string, metadata?: PdfMetadata | null): Promise<Uint8Array> {
  return finishPdf(pdf, { password, metadata });
}

/** What is done to a printed PDF in one pass: metadata written, then encrypted when there is a password. */
export type FinishOptions = { password?: string | null; metadata?: PdfMetadata | null };

/** Writes the metadata and encrypts (both optional) in one load and save. */
export async function finishPdf(pdf: Uint8Array, { password, metadata }: FinishOptions): Promise<Uint8Array> {
  if (password && Buffer.byteLength(password, 'utf8') > MAX_PDF_PASSWORD_BYTES) throw new PdfPasswordTooLongError();
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  applyMetadata(document, metadata);
  if (!password) return document.save({ useObjectStreams: false });
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
  encryptStrings(document);
  return document.save({ useObjectStreams: false });
}

/**
 * pdf-lib encrypts streams only; the PDF spec (7.6.1) encrypts every string of an indirect object too
 * (the Info dictionary's Title, a link's URI), else readers decrypt plain text into garbage. Each string
 * outside a stream's content is encrypted with its object's key and written as a hex string. Not the
 * encryption dictionary, nor the trailer's ID (not an indirect object).
 */
function encryptStrings(document: PDFDocument) {
  const { context } = document;
  const security = context.security;
  if (!security) return;
  const encryptDict = context.lookup(context.trailerInfo.Encrypt);
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object === encryptDict) continue;
    const encrypt = security.getEncryptFn(ref.objectNumber, ref.generationNumber);
    const replaced = encryptedIn(object instanceof PDFStream ? object.dict : object, encrypt);
    if (!(object instanceof PDFStream) && replaced !== object) context.assign(ref, replaced);
  }
}

/** The object with its strings encrypted: dictionaries and arrays changed in place, a string replaced. */
function encryptedIn(object: PDFObject, encrypt: (bytes: Uint8Array) => Uint8Array): PDFObject {
  if (object instanceof PDFString || object instanceof PDFHexString)
    return PDFHexString.fromBytes(encrypt(object.asBytes()));
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) object.set(key, encryptedIn(value, encrypt));
  } else if (object instanceof PDFArray) {
    for (let index = 0; index < object.size(); index++) object.set(index, encryptedIn(object.get(index), encrypt));
  }
  return object;
}

export type EncryptJob = { pdf: Uint8Array } & FinishOptions;
/** The finished PDF, or why not: the password is too long, or the thread stopped (time, memory). */
export type EncryptAnswer = { ok: true; pdf: Uint8Array } | { ok: false; reason: 'passwordTooLong' | 'stopped' };
