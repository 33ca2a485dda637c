import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { finishPdf } from './pdf-encrypt';
import { pdfInfo, pdfText } from './pdf-inspect.testing';
import { infoFields, PDF_CREATOR, withInfo } from './pdf-metadata';

/**
 * A one-page PDF laid out as Chromium (Skia) writes it: the Info dictionary first, uncompressed, one
 * classic cross-reference table, the trailer naming Root and Info. Its title holds parentheses and a
 * backslash escape, and the words "/Creator" and "/Producer", so the dictionary must be read as PDF.
 */
function chromiumLikePdf(): Uint8Array {
  const objects = [
    "<</Title (Schedule \\(A\\) /Creator /Producer \\\\ end)\n/Creator (Mozilla/5.0 \\(X11\\) HeadlessChrome/156.0.0.0)\n/Producer (Skia/PDF m156)\n/CreationDate (D:20261126002239+00'00')>>",
    '<</Type /Catalog /Pages 3 0 R>>',
    '<</Type /Pages /Kids [4 0 R] /Count 1>>',
    '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources <</Font <</F1 6 0 R>>>>>>',
    '<</Length 44>> stream\nBT /F1 24 Tf 72 720 Td (Printed page) Tj ET\nendstream',
    '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<</Size ${objects.length + 1}\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

describe('PDF metadata', () => {
  it('names Carrier Studio as creator and producer unless the template names its creator', () => {
    expect(infoFields(null)).toEqual({ Creator: PDF_CREATOR, Producer: 'Carrier Studio' });
    expect(infoFields({ author: '陳大文', creator: 'Acme Insurance' })).toEqual({
      Author: '陳大文',
      Creator: 'Acme Insurance',
      Producer: 'Carrier Studio',
    });
  });

  it("replaces Chromium's creator and producer by an appended update, keeping the printed pages and title", async () => {
    const printed = chromiumLikePdf();
    expect(await pdfInfo(printed)).toMatchObject({ creator: expect.stringContaining('HeadlessChrome') });
    const updated = withInfo(printed, infoFields({ author: '陳大文 (Insurance)', subject: 'Renewal' }));
    if (!updated) throw new Error('the update was not written');
    // The printed bytes stay where they were, but the old Info dictionary (blanked): no renderer's words.
    const text = Buffer.from(updated).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n1 0 obj\n<<    ')).toBe(true);
    expect(text.slice(text.indexOf('2 0 obj'), printed.length)).toBe(
      Buffer.from(printed).toString('latin1').slice(text.indexOf('2 0 obj')),
    );
    expect(text).not.toMatch(/HeadlessChrome|Skia/);
    expect(await pdfInfo(updated)).toMatchObject({
      pages: 1,
      title: 'Schedule (A) /Creator /Producer \\ end',
      author: '陳大文 (Insurance)',
      subject: 'Renewal',
      creator: 'Carrier Studio',
      producer: 'Carrier Studio',
    });
    expect(await pdfText(updated)).toContain('Printed page');
    // pdf-lib reads the update too (a password encrypts the updated PDF).
    const document = await PDFDocument.load(updated, { updateMetadata: false });
    expect([document.getCreator(), document.getProducer(), document.getPageCount()]).toEqual([
      'Carrier Studio',
      'Carrier Studio',
      1,
    ]);
    const encrypted = await finishPdf(updated, { password: 'pw' });
    expect(await pdfInfo(encrypted, { password: 'pw' })).toMatchObject({ creator: 'Carrier Studio', encrypted: true });
  });

  it('leaves a PDF it cannot update in place to be rewritten whole (pdf-lib sets the fields then)', async () => {
    const document = await PDFDocument.create();
    document.addPage([595, 842]);
    // Object streams: the cross-reference is a stream, not Chromium's table.
    const streamed = await document.save({ useObjectStreams: true });
    expect(withInfo(streamed, infoFields(null))).toBeNull();
    const rewritten = await finishPdf(streamed, {});
    expect(await pdfInfo(rewritten)).toMatchObject({ creator: 'Carrier Studio', producer: 'Carrier Studio' });
  });
});
