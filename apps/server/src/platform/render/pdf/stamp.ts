import { readFileSync } from 'node:fs';
import fontkit, { type Font } from '@cantoo/fontkit';
import {
  degrees,
  EncryptedPDFError,
  ParseSpeeds,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
} from '@cantoo/pdf-lib';
import { PDF_DRAWING_ERRORS, PDF_DRAWING_LIMITS, PDF_INPUT_ERRORS } from '@carrier/contracts';
import type { Problem } from '../../../core/outcome';
import { withCachedFontStreams, withFontCaches } from './font-caches';
import type { FontFace } from './fonts';
import { encryptPdf, PdfPasswordTooLongError } from './pdf-encrypt';
import { checkPdfBytes, PDF_LIMITS } from './pdf-limits';
import { layoutText } from './stamp-layout';
import { type BoxPlace, drawMark, type MarkBox } from './stamp-marks';

/** A box of text: its corners in page units (origin top left, y down), its text and font. */
export type StampTextBox = BoxPlace & {
  kind?: 'text';
  text: string;
  emSize: number;
  face: FontFace;
  /** Used for the characters `face` lacks (CJK text in a Latin font). */
  fallback?: FontFace;
  /** Drawn slanted or doubled when the family has no italic or bold face. */
  slant?: boolean;
  embolden?: boolean;
  underline?: boolean;
  strikeout?: boolean;
};
/** One box to draw: text, or an image, QR code or checkbox. */
export type StampBox = StampTextBox | MarkBox;
const isText = (box: StampBox): box is StampTextBox => box.kind === undefined || box.kind === 'text';

export type StampJob = {
  pdf: Uint8Array;
  /** Opens an uploaded PDF that is itself protected. */
  password?: string;
  boxes: StampBox[];
  /** Encrypts the output so it opens with this password only. */
  encryptWith?: string;
};
export type StampAnswer = { ok: true; pdf: Uint8Array; pages: number } | { ok: false; problem: Problem };

const faceKey = (face: FontFace) => `${face.path}#${face.postscriptName}`;
const fileBytes = new Map<string, Buffer>();
const parsed = new WeakMap<Uint8Array, Map<string, Font>>();

/**
 * fontkit with its parsed fonts kept per file and face: pdf-lib would parse a (20 MB, CJK) font file
 * again for every document; a parsed font also keeps its glyph caches, shaped texts and encoded
 * subsets between renders (font-caches.ts).
 */
const cachedFontkit: typeof fontkit = {
  ...fontkit,
  create: ((data: Uint8Array, postscriptName?: string) => {
    let faces = parsed.get(data);
    if (!faces) {
      faces = new Map();
      parsed.set(data, faces);
    }
    const key = postscriptName ?? '';
    let font = faces.get(key);
    if (!font) {
      const opened = fontkit.create(data);
      font = withFontCaches(('fonts' in opened ? opened.getFont(postscriptName ?? '') : opened) as Font);
      faces.set(key, font);
    }
    return font;
  }) as typeof fontkit.create,
};

/** A face's file bytes (read once per thread) and its parsed font. */
function fontOf(face: FontFace) {
  let bytes = fileBytes.get(face.path);
  if (!bytes) {
    bytes = readFileSync(face.path);
    fileBytes.set(face.path, bytes);
  }
  const collection = /\.ttc$/i.test(face.path);
  const font = cachedFontkit.create(bytes, collection ? face.postscriptName : (undefined as unknown as string)) as Font;
  return { bytes, font, collection };
}

type Run = { text: string; face: FontFace };
/** What the layout needs of a face: whether it has a character, its ascent and descent in ems. */
type FaceMetrics = { has(codePoint: number): boolean; ascent: number; descent: number };

const standardMetrics = new WeakMap<PDFFont, FaceMetrics>();
/** A file face's metrics from fontkit; a standard face's from pdf-lib (WinAnsi characters, AFM heights). */
function metricsOf(face: FontFace, embedded: PDFFont): FaceMetrics {
  if (!face.standard) {
    const font = fontOf(face).font;
    return {
      has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
      ascent: font.ascent / font.unitsPerEm,
      descent: -font.descent / font.unitsPerEm,
    };
  }
  let metrics = standardMetrics.get(embedded);
  if (!metrics) {
    const characters = new Set(embedded.getCharacterSet());
    const ascent = embedded.heightAtSize(1, { descender: false });
    metrics = { has: (codePoint) => characters.has(codePoint), ascent, descent: embedded.heightAtSize(1) - ascent };
    standardMetrics.set(embedded, metrics);
  }
  return metrics;
}

/** Splits a line into runs of the face that has its glyphs (spaces stay with the run they are in). */
function runsOf(line: string, face: FontFace, fallback: FontFace | undefined, main: FaceMetrics): Run[] {
  const runs: Run[] = [];
  for (const character of line) {
    const codePoint = character.codePointAt(0) ?? 32;
    let use = face;
    if (character.trim() === '') use = runs.at(-1)?.face ?? face;
    else if (fallback && !main.has(codePoint)) use = fallback;
    const last = runs.at(-1);
    if (last && last.face === use) last.text += character;
    else runs.push({ text: character, face: use });
  }
  return runs;
}

/** Loads the PDF (after the byte checks), writes each box and saves it; failures are problems. */
export async function stampPdf(job: StampJob): Promise<StampAnswer> {
  const refused = checkPdfBytes(job.pdf);
  if (refused) return { ok: false, problem: refused };
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(job.pdf, {
      password: job.password || undefined,
      parseSpeed: ParseSpeeds.Fastest,
      throwOnInvalidObject: true,
      updateMetadata: false,
      capNumbers: true,
    });
  } catch (error) {
    if (error instanceof EncryptedPDFError) return { ok: false, problem: PDF_INPUT_ERRORS.encrypted };
    return { ok: false, problem: PDF_INPUT_ERRORS.damaged };
  }
  if (document.isEncrypted && !job.password) return { ok: false, problem: PDF_INPUT_ERRORS.encrypted };
  let pages: PDFPage[];
  try {
    pages = document.getPages();
  } catch {
    return { ok: false, problem: PDF_INPUT_ERRORS.damaged };
  }
  if (pages.length === 0) return { ok: false, problem: PDF_INPUT_ERRORS.damaged };
  if (pages.length > PDF_LIMITS.maxPages)
    return { ok: false, problem: PDF_INPUT_ERRORS.tooManyPages(PDF_LIMITS.maxPages) };
  document.registerFontkit(cachedFontkit);
  withCachedFontStreams(document.context);
  const embedded = new Map<string, PDFFont>();
  const embed = async (face: FontFace) => {
    const key = faceKey(face);
    let font = embedded.get(key);
    if (!font && face.standard) {
      font = await document.embedFont(face.standard);
      embedded.set(key, font);
    }
    if (!font) {
      // A collection's face is chosen by PostScript name (fontkit reads a name of a single font as a variation).
      const { bytes, collection } = fontOf(face);
      font = await document.embedFont(bytes, {
        subset: true,
        ...(collection ? { postscriptName: face.postscriptName } : {}),
      });
      embedded.set(key, font);
    }
    return font;
  };

  const images = new Map<Uint8Array, PDFImage>();
  for (const [index, box] of job.boxes.entries()) {
    const page = pages[box.page - 1];
    if (!page) return { ok: false, problem: PDF_DRAWING_ERRORS.pageOutOfRange(box.page, pages.length) };
    const problem = isText(box)
      ? await drawBox(page, box, index + 1, embed)
      : await drawMark(document, page, box, index + 1, images);
    if (problem) return { ok: false, problem };
  }
  let saved: Uint8Array;
  try {
    saved = await document.save();
  } catch {
    return { ok: false, problem: PDF_INPUT_ERRORS.damaged };
  }
  if (!job.encryptWith) return { ok: true, pdf: saved, pages: pages.length };
  try {
    return { ok: true, pdf: await encryptPdf(saved, job.encryptWith), pages: pages.length };
  } catch (error) {
    if (error instanceof PdfPasswordTooLongError)
      return { ok: false, problem: PDF_DRAWING_ERRORS.passwordTooLong(error.message) };
    throw error;
  }
}

async function drawBox(
  page: PDFPage,
  box: StampTextBox,
  number: number,
  embed: (face: FontFace) => Promise<PDFFont>,
): Promise<Problem | null> {
  const left = Math.min(box.x1, box.x2);
  const top = Math.min(box.y1, box.y2);
  const width = Math.abs(box.x2 - box.x1);
  const height = Math.abs(box.y2 - box.y1);
  const text = box.text;
  const main = metricsOf(box.face, await embed(box.face));
  const runs = (line: string) => runsOf(line, box.face, box.fallback, main);
  const faces = new Set<FontFace>([box.face]);
  for (const run of runs(text)) faces.add(run.face);
  const fonts = new Map<FontFace, PDFFont>();
  for (const face of faces) fonts.set(face, await embed(face));
  let ascent = 0;
  let descent = 0;
  for (const face of faces) {
    const metrics = metricsOf(face, fonts.get(face) as PDFFont);
    ascent = Math.max(ascent, metrics.ascent);
    descent = Math.max(descent, metrics.descent);
  }
  const measure = (line: string, size: number) =>
    runs(line).reduce((sum, run) => sum + (fonts.get(run.face) as PDFFont).widthOfTextAtSize(run.text, size), 0);
  const layout = layoutText({
    text,
    width,
    height,
    size: box.emSize,
    minSize: PDF_DRAWING_LIMITS.minShrinkSize,
    lineHeight: Math.max(1.2, ascent + descent),
    measure,
  });
  if (!layout)
    return PDF_DRAWING_ERRORS.overflow(number, box.page, Math.min(box.emSize, PDF_DRAWING_LIMITS.minShrinkSize));

  const { size, lines } = layout;
  const lineHeight = layout.lineHeight * size;
  const block = lines.length * lineHeight;
  const offset =
    box.verticalAlignment === 'BOTTOM' ? height - block : box.verticalAlignment === 'CENTER' ? (height - block) / 2 : 0;
  // Page units are from the top left of the visible (crop) box; PDF space is from its bottom left.
  const crop = page.getCropBox();
  const toPdfY = (y: number) => crop.y + crop.height - y;
  const color = rgb(0, 0, 0);
  for (const [index, line] of lines.entries()) {
    const lineWidth = measure(line, size);
    let x =
      crop.x +
      left +
      (box.textAlignment === 'RIGHT'
        ? width - lineWidth
        : box.textAlignment === 'CENTER'
          ? (width - lineWidth) / 2
          : 0);
    const baseline = toPdfY(
      top + offset + index * lineHeight + (lineHeight - (ascent + descent) * size) / 2 + ascent * size,
    );
    const start = x;
    for (const run of runs(line)) {
      const font = fonts.get(run.face) as PDFFont;
      const options = { x, y: baseline, size, font, color, ...(box.slant ? { ySkew: degrees(12) } : {}) };
      page.drawText(run.text, options);
      if (box.embolden) page.drawText(run.text, { ...options, x: x + size * 0.04 });
      x += font.widthOfTextAtSize(run.text, size);
    }
    const thickness = Math.max(0.5, size / 16);
    if (box.underline && lineWidth > 0)
      page.drawLine({
        start: { x: start, y: baseline - size * 0.12 },
        end: { x, y: baseline - size * 0.12 },
        thickness,
        color,
      });
    if (box.strikeout && lineWidth > 0)
      page.drawLine({
        start: { x: start, y: baseline + size * 0.3 },
        end: { x, y: baseline + size * 0.3 },
        thickness,
        color,
      });
  }
  return null;
}
