import type { PDFDocument } from '@cantoo/pdf-lib';

/** The document information a template may set (PDF Info dictionary); empty fields are left as printed. */
export type PdfMetadata = {
  title?: string | null;
  author?: string | null;
  subject?: string | null;
  creator?: string | null;
};

/** Longest metadata field kept (characters): a title is a line of a reader's window, not a page. */
export const MAX_METADATA_LENGTH = 1000;

/** Whether any field is set (only then does a printed PDF need rewriting for its metadata). */
export const hasMetadata = (metadata: PdfMetadata | null | undefined) =>
  Boolean(metadata?.title || metadata?.author || metadata?.subject || metadata?.creator);

/** Writes the set fields into the document's Info dictionary (pdf-lib writes them as UTF-16 text strings). */
export function applyMetadata(document: PDFDocument, metadata: PdfMetadata | null | undefined) {
  const clip = (text: string) => text.slice(0, MAX_METADATA_LENGTH);
  if (metadata?.title) document.setTitle(clip(metadata.title));
  if (metadata?.author) document.setAuthor(clip(metadata.author));
  if (metadata?.subject) document.setSubject(clip(metadata.subject));
  if (metadata?.creator) document.setCreator(clip(metadata.creator));
}
