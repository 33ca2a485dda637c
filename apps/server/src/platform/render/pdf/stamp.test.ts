import { beforeAll, describe, expect, it } from 'vitest';
import { installedFonts } from './fonts';
import { pdfWords } from './pdf-inspect.testing';
import { type StampTextBox, stampPdf } from './stamp';
import { blankForm } from './stamp.testing';

describe('stamping text boxes on a PDF', () => {
  const fonts = installedFonts();
  const face = (family: string, style: 'REGULAR' | 'BOLD' = 'REGULAR') => {
    const found = fonts.family(family)?.faces[style];
    if (!found) throw new Error(`font ${family} is not installed`);
    return found;
  };
  let form: Uint8Array;
  beforeAll(async () => {
    form = await blankForm();
  });
  const box = (
    overrides: Partial<StampTextBox> & Pick<StampTextBox, 'text' | 'x1' | 'y1' | 'x2' | 'y2'>,
  ): StampTextBox => ({
    page: 1,
    textAlignment: 'LEFT',
    verticalAlignment: 'TOP',
    emSize: 12,
    face: face('DejaVu Sans'),
    fallback: fonts.fallback?.faces.REGULAR,
    ...overrides,
  });

  it('lists the installed families, a CJK one among them', () => {
    expect(fonts.names).toContain('DejaVu Sans');
    expect(fonts.names.some((name) => name.includes('CJK'))).toBe(true);
    expect(fonts.fallback?.faces.REGULAR).toBeDefined();
  });

  it('writes five boxes, Chinese text included, each inside its box', async () => {
    const boxes: StampTextBox[] = [
      box({ text: 'Chan Tai Man', x1: 50, y1: 60, x2: 250, y2: 90 }),
      box({ text: 'TEST-POL-0001', x1: 300, y1: 60, x2: 545, y2: 90, textAlignment: 'RIGHT', emSize: 14 }),
      box({ text: '陳大文 香港九龍彌敦道一號', x1: 50, y1: 120, x2: 250, y2: 200, face: face('Noto Sans CJK HK') }),
      box({
        text: 'Premium HKD 12,880.00 payable yearly before the policy anniversary date',
        x1: 300,
        y1: 120,
        x2: 420,
        y2: 170,
        textAlignment: 'CENTER',
        verticalAlignment: 'CENTER',
        emSize: 30,
        face: face('DejaVu Sans', 'BOLD'),
        underline: true,
      }),
      box({ text: 'Signed 簽署', page: 2, x1: 100, y1: 700, x2: 300, y2: 760, verticalAlignment: 'BOTTOM' }),
    ];
    const answer = await stampPdf({ pdf: form, boxes });
    if (!answer.ok) throw new Error(answer.problem.message);
    const words = await pdfWords(answer.pdf);
    const expected: Array<[string, StampTextBox]> = [
      ['Chan', boxes[0] as StampTextBox],
      ['TEST-POL-0001', boxes[1] as StampTextBox],
      ['陳大文', boxes[2] as StampTextBox],
      ['Premium', boxes[3] as StampTextBox],
      ['anniversary', boxes[3] as StampTextBox],
      ['Signed', boxes[4] as StampTextBox],
      ['簽署', boxes[4] as StampTextBox],
    ];
    for (const [text, target] of expected) {
      const word = words.find((candidate) => candidate.text.startsWith(text));
      expect(word, text).toBeDefined();
      if (!word) continue;
      expect(word.page, text).toBe(target.page);
      expect(word.xMin, text).toBeGreaterThanOrEqual(target.x1 - 0.5);
      expect(word.xMax, text).toBeLessThanOrEqual(target.x2 + 0.5);
      expect(word.yMin, text).toBeGreaterThanOrEqual(target.y1 - 0.5);
      expect(word.yMax, text).toBeLessThanOrEqual(target.y2 + 0.5);
    }
    // Right alignment ends the text at the box's right edge; bottom alignment sits on its bottom edge.
    expect(words.find((word) => word.text === 'TEST-POL-0001')?.xMax).toBeCloseTo(545, 0);
    expect(Math.max(...words.filter((word) => word.page === 2).map((word) => word.yMax))).toBeGreaterThan(750);
    // The Chinese text wrapped inside its 200-unit box and the long text was made smaller to fit.
    expect(
      words
        .filter((word) => word.page === 1)
        .map((word) => word.text)
        .join(''),
    ).toContain('香港');
  });

  it('fails with a clear error when the text cannot fit, and when the page does not exist', async () => {
    const tiny = await stampPdf({
      pdf: form,
      boxes: [box({ text: 'far too much text', x1: 10, y1: 10, x2: 20, y2: 12 })],
    });
    expect(tiny).toMatchObject({ ok: false, problem: { code: 'text_overflow' } });
    if (!tiny.ok) expect(tiny.problem.message).toBe('The text of box 1 on page 1 does not fit its box, even at 4 pt.');
    const missing = await stampPdf({ pdf: form, boxes: [box({ text: 'x', page: 3, x1: 10, y1: 10, x2: 90, y2: 40 })] });
    expect(missing).toMatchObject({ ok: false, problem: { message: 'A box is on page 3, but the PDF has 2 pages.' } });
  });
});
