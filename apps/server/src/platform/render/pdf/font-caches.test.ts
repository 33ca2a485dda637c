import { readFileSync } from 'node:fs';
import fontkit, { type Font } from '@cantoo/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { withFontCaches } from './font-caches';
import { type FontFace, installedFonts } from './fonts';
import { pdfText } from './pdf-inspect.testing';
import { type StampTextBox, stampPdf } from './stamp';
import { blankForm } from './stamp.testing';

const fonts = installedFonts();
const face = (family: string) => {
  const found = fonts.family(family)?.faces.REGULAR;
  if (!found) throw new Error(`font ${family} is not installed`);
  return found;
};
/** A face parsed afresh, outside any cache. */
const open = (found: FontFace): Font => {
  const opened = fontkit.create(readFileSync(found.path));
  return ('fonts' in opened ? opened.getFont(found.postscriptName) : opened) as Font;
};
/** The encoded subset of the glyphs of `text`, laid out and included in order as pdf-lib does. */
const subsetOf = (font: Font, text: string) => {
  const subset = font.createSubset();
  for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph);
  return Buffer.from(subset.encode());
};

describe('font caches of the PDF stamper', () => {
  let form: Uint8Array;
  beforeAll(async () => {
    form = await blankForm();
  });
  const box = (text: string, family: string, y: number): StampTextBox => ({
    page: 1,
    x1: 50,
    y1: y,
    x2: 400,
    y2: y + 30,
    text,
    textAlignment: 'LEFT',
    verticalAlignment: 'TOP',
    emSize: 12,
    face: face(family),
    fallback: fonts.fallback?.faces.REGULAR,
  });

  it('encodes and shapes exactly as an uncached font does, for a Latin and a CJK (CFF) face', () => {
    for (const [family, texts] of [
      ['DejaVu Sans', ['Chan Tai Man', 'Chan Tai Mun', 'HKD 12,880.00']],
      ['Noto Sans CJK HK', ['陳大文', '陳小文', '文大陳']],
    ] as const) {
      const cached = withFontCaches(open(face(family)));
      const fresh = open(face(family));
      for (const text of texts) {
        const expected = subsetOf(fresh, text);
        // Twice: the second answer comes from the cache.
        expect(subsetOf(cached, text).equals(expected), `${family} ${text}`).toBe(true);
        expect(subsetOf(cached, text).equals(expected), `${family} ${text} again`).toBe(true);
        const shaped = cached.layout(text);
        expect(cached.layout(text)).toBe(shaped);
        expect(shaped.glyphs.map((glyph) => [glyph.id, glyph.advanceWidth])).toEqual(
          fresh.layout(text).glyphs.map((glyph) => [glyph.id, glyph.advanceWidth]),
        );
      }
    }
  });

  it('gives the same PDF bytes from a cold and a warm cache, and each text reads back as drawn', async () => {
    const boxes = (name: string, chinese: string) => [
      box(name, 'DejaVu Sans', 60),
      box(chinese, 'Noto Sans CJK HK', 120),
      box(`${name} ${chinese}`, 'DejaVu Sans', 180),
    ];
    const stamp = async (name: string, chinese: string) => {
      const answer = await stampPdf({ pdf: form, boxes: boxes(name, chinese) });
      if (!answer.ok) throw new Error(answer.problem.message);
      return Buffer.from(answer.pdf);
    };
    const cold = await stamp('Ada Wong Ka Yan', '黃家欣');
    const other = await stamp('Ada Wong Ka Yin', '李家欣');
    const warm = await stamp('Ada Wong Ka Yan', '黃家欣');
    expect(warm.equals(cold)).toBe(true);
    const coldText = await pdfText(cold);
    expect(coldText).toContain('Ada Wong Ka Yan');
    expect(coldText).toContain('黃家欣');
    const otherText = await pdfText(other);
    expect(otherText).toContain('Ada Wong Ka Yin');
    expect(otherText).toContain('李家欣');
    expect(otherText).not.toContain('黃家欣');
  });
});
