import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { installedFonts } from './fonts';
import { checkPdfBytes, PDF_LIMITS } from './pdf-limits';
import { blankForm } from './stamp.testing';
import { createPdfStamper, type StampBox } from './stamp-renderer';

/** A PDF file from its objects, with a correct cross-reference table. */
function pdfOf(objects: Array<string | Buffer>, trailer = '/Root 1 0 R'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  for (const [index, body] of objects.entries()) {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  }
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`]
    .concat(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`))
    .join('');
  parts.push(
    Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

const page = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

/** An object stream that inflates to 40 MB of zeros (about 40 kB on disk). */
const bomb = () =>
  pdfOf([
    ...page,
    stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(Buffer.alloc(40 * 1024 * 1024))),
  ]);

/** A cross-reference stream declaring a 2-gigabyte field width. */
const hugeXrefWidth = () =>
  pdfOf([
    ...page,
    stream('/Type /XRef /Size 5 /W [1 2000000000 1] /Filter /FlateDecode', deflateSync(Buffer.alloc(64))),
  ]);

describe('hostile PDFs', () => {
  const stamper = createPdfStamper();
  afterAll(() => stamper.close());
  const fonts = installedFonts();
  const boxes: StampBox[] = [
    {
      page: 1,
      x1: 10,
      y1: 10,
      x2: 200,
      y2: 40,
      text: 'Chan Tai Man',
      textAlignment: 'LEFT',
      verticalAlignment: 'TOP',
      emSize: 12,
      face: fonts.family('DejaVu Sans')?.faces.REGULAR ?? { path: '', postscriptName: '' },
    },
  ];

  it('refuses a decompression bomb, a huge /W width and a truncated file, each with a clear error', async () => {
    const form = await blankForm(1);
    const cases: Array<[string, Uint8Array, string]> = [
      ['bomb', bomb(), 'The PDF is refused: a compressed stream expands beyond 32 MB.'],
      ['xref', hugeXrefWidth(), 'The PDF is refused: a cross-reference stream declares field widths beyond 8 bytes.'],
      [
        'truncated',
        form.subarray(0, Math.floor(form.length / 2)),
        'The PDF is truncated or damaged: it has no end of file marker.',
      ],
      ['not a pdf', Buffer.from('hello, world\n%%EOF'), 'The file is not a PDF.'],
      ['too large', new Uint8Array(PDF_LIMITS.maxBytes + 1), 'The PDF is larger than 15 MB.'],
    ];
    for (const [name, pdf, message] of cases) {
      const answer = await stamper.stamp({ pdf, boxes });
      expect(answer, name).toEqual({ ok: false, problem: expect.objectContaining({ message }) });
    }
    // The same thread still stamps a good PDF afterwards.
    expect((await stamper.stamp({ pdf: form, boxes })).ok).toBe(true);
  });

  it('refuses a file that only looks like a PDF, and checks without parsing', async () => {
    const damaged = pdfOf(['<< /Type /Catalog /Pages 9 0 R >>']);
    expect(checkPdfBytes(damaged)).toBeNull();
    const answer = await stamper.stamp({ pdf: damaged, boxes });
    expect(answer).toMatchObject({ ok: false, problem: { code: 'pdf_damaged' } });
  });

  it('stops a parse past the hard timeout and starts a fresh thread for the next job', async () => {
    const form = await blankForm(1);
    const hurried = createPdfStamper({ hardTimeoutMs: 1 });
    try {
      expect(await hurried.stamp({ pdf: form, boxes })).toEqual({
        ok: false,
        problem: expect.objectContaining({ code: 'pdf_timeout', message: 'The PDF took longer than 1 ms to process.' }),
      });
    } finally {
      await hurried.close();
    }
  });
});
