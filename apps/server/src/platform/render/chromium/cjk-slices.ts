import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const HB_SUBSET = '/usr/bin/hb-subset';

/**
 * Chromium embeds a document's fallback font whole-file-parsed for each print: about 30 ms for the
 * 4 MB CJK fallback, 2 ms for a 350 KB one. So the fallback is cut into slices, the characters most
 * documents use in the first (the Big5 and GB2312 level-1 sets, CJK punctuation, kana, full-width
 * forms) and the rest by code point; a print pays only for the slices its text touches.
 */
export type CjkSlice = { family: string; file: string };

/** Characters of a double-byte encoding's rows (lead bytes `leads`, trail bytes `trails`). */
function decodeRows(encoding: string, leads: [number, number], trails: [number, number][]): string[] {
  const decoder = new TextDecoder(encoding);
  const chars: string[] = [];
  for (let lead = leads[0]; lead <= leads[1]; lead++)
    for (const [from, to] of trails)
      for (let trail = from; trail <= to; trail++) {
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (char !== '\ufffd') chars.push(char);
      }
  return chars;
}

/** The code points of the first slice: what Chinese, Japanese and Korean text mostly uses. */
export function commonCodePoints(): Set<number> {
  const big5Level1 = decodeRows(
    'big5',
    [0xa4, 0xc6],
    [
      [0x40, 0x7e],
      [0xa1, 0xfe],
    ],
  );
  const gb2312Level1 = decodeRows('gbk', [0xb0, 0xd7], [[0xa1, 0xfe]]);
  const points = new Set<number>();
  for (const char of [...big5Level1, ...gb2312Level1]) points.add(char.codePointAt(0) as number);
  const ranges: [number, number][] = [
    [0x3000, 0x30ff], // CJK symbols and punctuation, hiragana, katakana
    [0x3100, 0x312f], // bopomofo
    [0xff00, 0xffef], // half-width and full-width forms
  ];
  for (const [from, to] of ranges) for (let point = from; point <= to; point++) points.add(point);
  return points;
}

/** Where the rest is cut: a rare character costs only its own slice. */
const REST_CUTS = [0x3000, 0x5000, 0x6000, 0x7000, 0x8000, 0x9000, 0xa000, 0x110000];
/** Common characters per slice: hb-subset 6.0 fails on much larger cuts of this font. */
const COMMON_PER_SLICE = 3700;

/** hb-subset's code point list: ranges of `from..to` not in `except`. */
export function rangesList(from: number, to: number, except: ReadonlySet<number>): string {
  const parts: string[] = [];
  let start = -1;
  for (let point = from; point <= to + 1; point++) {
    const inside = point <= to && !except.has(point);
    if (inside && start < 0) start = point;
    if (!inside && start >= 0) {
      parts.push(start === point - 1 ? start.toString(16) : `${start.toString(16)}-${(point - 1).toString(16)}`);
      start = -1;
    }
  }
  return parts.join(',');
}

/** Cuts `fontFile` into slices in `folder` with hb-subset; each slice gets a family of its own. */
export async function sliceCjkFont(fontFile: string, folder: string): Promise<CjkSlice[]> {
  const common = commonCodePoints();
  const sorted = [...common].sort((a, b) => a - b);
  const lists: string[] = [];
  for (let start = 0; start < sorted.length; start += COMMON_PER_SLICE)
    lists.push(
      sorted
        .slice(start, start + COMMON_PER_SLICE)
        .map((point) => point.toString(16))
        .join(','),
    );
  let from = 0;
  for (const cut of REST_CUTS) {
    lists.push(rangesList(from, cut - 1, common));
    from = cut;
  }
  // One at a time: each hb-subset holds the whole font.
  const slices: CjkSlice[] = [];
  for (const [index, list] of lists.entries()) {
    const listFile = join(folder, `cjk-${index + 1}.unicodes`);
    const file = join(folder, `cjk-${index + 1}.ttf`);
    await writeFile(listFile, list);
    await run(HB_SUBSET, [`--font-file=${fontFile}`, `--unicodes-file=${listFile}`, `--output-file=${file}`]);
    slices.push({ family: `Carrier CJK ${index + 1}`, file });
  }
  return slices;
}
