import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { createPdfEncrypter, encryptPdf, PdfPasswordTooLongError } from './pdf-encrypt';
import { pdfInfo, pdfText } from './pdf-inspect.testing';

async function samplePdf() {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of ['First page', 'Second page'])
    document.addPage([595, 842]).drawText(text, { x: 50, y: 700, font });
  return document.save();
}

describe('encryptPdf', () => {
  it('encrypts so the PDF opens with the password only, and keeps its pages and text', async () => {
    const plain = await samplePdf();
    const before = Buffer.from(plain);
    const encrypted = await encryptPdf(plain, 'S3cret-密碼');
    expect(Buffer.from(plain).equals(before)).toBe(true);
    await expect(pdfInfo(encrypted)).rejects.toThrow();
    await expect(pdfInfo(encrypted, { password: 'wrong' })).rejects.toThrow();
    const info = await pdfInfo(encrypted, { password: 'S3cret-密碼' });
    expect(info).toMatchObject({ pages: 2, encrypted: true });
    expect(await pdfText(encrypted, { password: 'S3cret-密碼', first: 2, last: 2 })).toContain('Second page');
    expect((await pdfInfo(plain)).encrypted).toBe(false);
  });

  it('refuses a password longer than AES-256 allows', async () => {
    await expect(encryptPdf(await samplePdf(), '密'.repeat(43))).rejects.toBeInstanceOf(PdfPasswordTooLongError);
  });

  it('encrypts in a worker thread: the bytes move to the thread, the answer opens with the password', async () => {
    const encrypter = createPdfEncrypter({ workers: 1 });
    try {
      const plain = new Uint8Array(await samplePdf());
      const answer = await encrypter.encrypt(plain, 'S3cret-密碼', 'tenant-a');
      // A transferred buffer is detached here: the work was done on another thread.
      expect(plain.byteLength).toBe(0);
      if (!answer.ok) throw new Error(answer.reason);
      expect(await pdfInfo(answer.pdf, { password: 'S3cret-密碼' })).toMatchObject({ pages: 2, encrypted: true });
      await expect(pdfInfo(answer.pdf)).rejects.toThrow();
      expect(await encrypter.encrypt(await samplePdf(), '密'.repeat(43))).toEqual({
        ok: false,
        reason: 'passwordTooLong',
      });
    } finally {
      await encrypter.close();
    }
  });
});
