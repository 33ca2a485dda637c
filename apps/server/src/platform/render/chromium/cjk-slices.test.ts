import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit, { type Font } from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { commonCodePoints, rangesList, sliceCjkFont } from './cjk-slices';
import { CJK_FALLBACK, fontConfig } from './font-config';

/** A font's characters; U+FFFF is the end marker of a format-4 cmap, not a character. */
const characters = (font: Font) => font.characterSet.filter((point) => point !== 0xffff);
const points = (text: string) => [...text].map((char) => char.codePointAt(0) as number);

describe('CJK fallback slices', () => {
  it('lists code point ranges without the excepted ones', () => {
    expect(rangesList(0x10, 0x20, new Set([0x12, 0x13, 0x20]))).toBe('10-11,14-1f');
    expect(rangesList(0x10, 0x12, new Set([0x11]))).toBe('10,12');
    expect(rangesList(0x10, 0x11, new Set([0x10, 0x11]))).toBe('');
  });

  it('puts everyday Traditional and Simplified Chinese, kana and full-width forms in the common set', () => {
    const common = commonCodePoints();
    for (const point of points('陳大文保障險险あア，')) expect(common.has(point)).toBe(true);
    // Extension A and a rare Big5 level-2 character are left to the other slices.
    for (const point of points('㐀鿋')) expect(common.has(point)).toBe(false);
  });

  it('names each slice in the fontconfig file and appends the families in order', () => {
    const config = fontConfig(['Carrier CJK 1', 'Carrier CJK 2'], {
      folder: '/tmp/x',
      slices: [
        { family: 'Carrier CJK 1', file: '/tmp/x/cjk-1.ttf' },
        { family: 'Carrier CJK 2', file: '/tmp/x/cjk-2.ttf' },
      ],
    });
    expect(config).toContain('<dir>/tmp/x</dir>');
    expect(config).toContain('<string>/tmp/x/cjk-2.ttf</string></test><edit name="family" mode="assign"');
    expect(config).toContain('<string>Carrier CJK 1</string><string>Carrier CJK 2</string></edit>');
  });

  it('cuts the fallback into disjoint slices that together hold every character of it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'cjk-slices-test-'));
    try {
      const slices = await sliceCjkFont(CJK_FALLBACK.file, folder);
      const whole = fontkit.create(await readFile(CJK_FALLBACK.file)) as Font;
      const seen = new Set<number>();
      for (const slice of slices) {
        const font = fontkit.create(await readFile(slice.file)) as Font;
        for (const point of characters(font)) {
          expect(seen.has(point), `U+${point.toString(16)} in two slices`).toBe(false);
          seen.add(point);
        }
        // Small enough to embed quickly: the whole font is 4 MB.
        expect((await stat(slice.file)).size).toBeLessThan(1_300_000);
      }
      expect(seen.size).toBe(new Set(characters(whole)).size);
      // Everyday text needs only the common slices (the first two).
      const common = await Promise.all(
        slices.slice(0, 2).map(async (slice) => fontkit.create(await readFile(slice.file)) as Font),
      );
      for (const point of points('陳大文保障險'))
        expect(common.some((font) => font.hasGlyphForCodePoint(point))).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
