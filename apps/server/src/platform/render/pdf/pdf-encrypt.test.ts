import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { encryptPdf, finishPdf, PdfPasswordTooLongError } from './pdf-encrypt';
import { createPdfEncrypter } from './pdf-encrypter';
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

  it('encrypts the strings too: the Title (Chinese included) and a link read back exactly with the password', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([595, 842]);
    document.setTitle('保單附表 Policy schedule');
    const link = document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [50, 50, 200, 80],
      A: { S: 'URI', URI: PDFString.of('https://example.com/policy?id=P-001') },
    });
    page.node.addAnnot(document.context.register(link));
    const encrypted = await encryptPdf(await document.save(), 'pw-密碼', { author: '陳大文', creator: 'Carrier' });
    expect(await pdfInfo(encrypted, { password: 'pw-密碼' })).toMatchObject({
      encrypted: true,
      title: '保單附表 Policy schedule',
      author: '陳大文',
      creator: 'Carrier',
    });
    expect(await pdfUrls(encrypted, 'pw-密碼')).toEqual(['https://example.com/policy?id=P-001']);
  });

  it('writes metadata without encrypting when there is no password', async () => {
    const finished = await finishPdf(await samplePdf(), { metadata: { title: '標題', subject: 'Renewal' } });
    expect(await pdfInfo(finished)).toMatchObject({ encrypted: false, title: '標題', subject: 'Renewal', pages: 2 });
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

/** The link URLs of a PDF (pdfinfo -url: page, type, URL). */
async function pdfUrls(pdf: Uint8Array, password: string): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-urls-'));
  try {
    await writeFile(join(dir, 'document.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdfinfo', ['-url', '-upw', password, join(dir, 'document.pdf')]);
    return stdout
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/)[2])
      .filter((url): url is string => Boolean(url));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
