import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Test helpers that read a PDF back with poppler-utils (pdftotext, pdfinfo; see scripts/ensure.mjs). */
const run = promisify(execFile);

async function withFile<T>(pdf: Uint8Array, work: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-inspect-'));
  try {
    const path = join(dir, 'document.pdf');
    await writeFile(path, pdf);
    return await work(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const passwordArgs = (password?: string) => (password ? ['-upw', password] : []);

/** The text of a PDF (or of pages first..last), in reading order; `layout` keeps columns apart. */
export function pdfText(
  pdf: Uint8Array,
  options: { password?: string; first?: number; last?: number; layout?: boolean } = {},
): Promise<string> {
  return withFile(pdf, async (path) => {
    const args = [...passwordArgs(options.password), '-enc', 'UTF-8'];
    if (options.first) args.push('-f', String(options.first));
    if (options.last) args.push('-l', String(options.last));
    if (options.layout) args.push('-layout');
    const { stdout } = await run('pdftotext', [...args, path, '-']);
    return stdout;
  });
}

/** The text of each page, one string per page. */
export async function pdfPageTexts(pdf: Uint8Array, options: { password?: string } = {}): Promise<string[]> {
  const { pages } = await pdfInfo(pdf, options);
  const texts: string[] = [];
  for (let page = 1; page <= pages; page++) texts.push(await pdfText(pdf, { ...options, first: page, last: page }));
  return texts;
}

export type PdfInfo = {
  pages: number;
  encrypted: boolean;
  /** Page size of page 1 in points (1/72 inch). */
  width: number;
  height: number;
  title: string | null;
  author: string | null;
  subject: string | null;
  creator: string | null;
  producer: string | null;
};

/** pdfinfo's answer; rejects (like a reader would) when the password is missing or wrong. */
export function pdfInfo(pdf: Uint8Array, options: { password?: string } = {}): Promise<PdfInfo> {
  return withFile(pdf, async (path) => {
    const { stdout } = await run('pdfinfo', [...passwordArgs(options.password), path]);
    const field = (name: string) => stdout.match(new RegExp(`^${name}:\\s*(.*)$`, 'm'))?.[1]?.trim() ?? null;
    const size = field('Page size')?.match(/([\d.]+) x ([\d.]+)/);
    return {
      pages: Number(field('Pages')),
      encrypted: (field('Encrypted') ?? 'no').startsWith('yes'),
      width: Number(size?.[1]),
      height: Number(size?.[2]),
      title: field('Title'),
      author: field('Author'),
      subject: field('Subject'),
      creator: field('Creator'),
      producer: field('Producer'),
    };
  });
}

/** The fonts of a PDF (pdffonts): name (without its subset prefix) and type, such as 'CID TrueType'. */
export function pdfFonts(pdf: Uint8Array): Promise<{ name: string; type: string }[]> {
  return withFile(pdf, async (path) => {
    const { stdout } = await run('pdffonts', [path]);
    return stdout
      .split('\n')
      .slice(2)
      .map((line) => line.match(/^(\S+)\s+(.+?)\s{2,}/))
      .filter((match): match is RegExpMatchArray => Boolean(match))
      .map((match) => ({ name: (match[1] as string).replace(/^[A-Z]{6}\+/, ''), type: match[2] as string }));
  });
}

/** The images drawn in a PDF (pdfimages -list): page, pixel width and height, type ('image', 'smask'). */
export function pdfImages(pdf: Uint8Array): Promise<{ page: number; width: number; height: number; type: string }[]> {
  return withFile(pdf, async (path) => {
    const { stdout } = await run('pdfimages', ['-list', path]);
    return stdout
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cells) => cells.length > 4)
      .map((cells) => ({
        page: Number(cells[0]),
        type: cells[2] as string,
        width: Number(cells[3]),
        height: Number(cells[4]),
      }));
  });
}

export type WordBox = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word with its box in points, from the top-left corner of its page (pdftotext -bbox). */
export function pdfWords(pdf: Uint8Array, options: { password?: string } = {}): Promise<WordBox[]> {
  return withFile(pdf, async (path) => {
    const { stdout } = await run('pdftotext', [...passwordArgs(options.password), '-bbox', path, '-']);
    const words: WordBox[] = [];
    let page = 0;
    for (const line of stdout.split('\n')) {
      if (line.includes('<page ')) page++;
      const match = line.match(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/);
      if (match) {
        words.push({
          page,
          text: decodeEntities(match[5] ?? ''),
          xMin: Number(match[1]),
          yMin: Number(match[2]),
          xMax: Number(match[3]),
          yMax: Number(match[4]),
        });
      }
    }
    return words;
  });
}

const decodeEntities = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

export type PageImage = { width: number; height: number; pixel(x: number, y: number): [number, number, number] };

/** One page as RGB pixels at `dpi` (pdftoppm), to check what words cannot tell: colours, images, rules. */
export function pdfPageImage(pdf: Uint8Array, page: number, dpi = 36, options: { password?: string } = {}) {
  return withFile(pdf, async (path): Promise<PageImage> => {
    const { stdout } = await run(
      'pdftoppm',
      [...passwordArgs(options.password), '-r', String(dpi), '-f', String(page), '-l', String(page), path],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    const data = stdout as unknown as Buffer;
    // P6 header: "P6\n<width> <height>\n255\n"
    const header = data
      .subarray(0, 40)
      .toString('latin1')
      .match(/^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('pdftoppm gave no PPM image');
    const width = Number(header[1]);
    const height = Number(header[2]);
    const offset = header[0].length;
    return {
      width,
      height,
      pixel: (x, y) => {
        const at = offset + (y * width + x) * 3;
        return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
      },
    };
  });
}
