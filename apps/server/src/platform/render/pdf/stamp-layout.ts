/**
 * Lays a box's text out in lines: paragraphs at line breaks, words wrapped at spaces, CJK text
 * between any two characters, a word wider than the box cut between characters. Pure arithmetic on
 * a width function, so it is tested without a PDF.
 */
type Measure = (text: string, size: number) => number;
export type LayoutRequest = {
  text: string;
  width: number;
  height: number;
  size: number;
  minSize: number;
  /** Line height as a multiple of the size. */
  lineHeight: number;
  measure: Measure;
};
export type Layout = { size: number; lines: string[]; lineHeight: number };

const CJK = '\\u2E80-\\u2FFF\\u3000-\\u30FF\\u3100-\\u9FFF\\uAC00-\\uD7AF\\uF900-\\uFAFF\\uFE30-\\uFE4F\\uFF00-\\uFFEF';
const ATOM = new RegExp(`[ \\t]+|[${CJK}]|[^ \\t${CJK}]+`, 'gu');

/** Words, spaces and single CJK characters: the places a line may break are between atoms. */
export const atomsOf = (paragraph: string): string[] => paragraph.match(ATOM) ?? [];

function wrap(text: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    const push = () => {
      lines.push(line.trimEnd());
      line = '';
    };
    for (const atom of atomsOf(paragraph)) {
      const blank = atom.trim() === '';
      if (blank && line === '') continue;
      if (measure(line + atom, size) <= width || (blank && line !== '')) {
        line += atom;
        continue;
      }
      if (line.trim() !== '') push();
      if (blank) continue;
      if (measure(atom, size) <= width) {
        line = atom;
        continue;
      }
      // A word wider than the box: as many characters a line as fit (at least one).
      for (const character of atom) {
        if (line !== '' && measure(line + character, size) > width) push();
        line += character;
      }
    }
    push();
  }
  return lines;
}

/** Lines that fit the box at the largest size from `size` down to `minSize`, or null when none fits. */
export function layoutText(request: LayoutRequest): Layout | null {
  const { text, width, height, measure, lineHeight } = request;
  const step = request.size > 12 ? 1 : 0.5;
  for (let size = request.size; size >= Math.min(request.minSize, request.size) - 1e-9; size -= step) {
    const lines = wrap(text, width, size, measure);
    const fitsAcross = lines.every((line) => measure(line, size) <= width + 1e-6);
    if (fitsAcross && lines.length * size * lineHeight <= height + 1e-6) return { size, lines, lineHeight };
  }
  return null;
}
