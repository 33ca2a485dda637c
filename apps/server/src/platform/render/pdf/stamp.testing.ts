import { PDFDocument } from '@cantoo/pdf-lib';

/** A blank two-page A4 form. */
export async function blankForm(pages = 2) {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page++) document.addPage([595, 842]);
  return document.save();
}
