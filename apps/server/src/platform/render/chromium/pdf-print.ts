import type { CDPSession } from 'playwright-core';
import {
  joinPdfs,
  outlinePages,
  placeHeadings,
  READ_HEADINGS,
  type Sections,
  sectionRanges,
  sectionsByPage,
} from './sections';

/** Paper sheets in inches (portrait); a document's CSS `@page { size }` wins over them. */
export const PAPER_SIZES = {
  A4: { width: 210 / 25.4, height: 297 / 25.4 },
  A5: { width: 148 / 25.4, height: 210 / 25.4 },
  LETTER: { width: 8.5, height: 11 },
  LEGAL: { width: 8.5, height: 14 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;

export type PrintOptions = {
  /** A4 when left out. */
  paperSize?: PaperSize;
  landscape?: boolean;
  /** The PDF's title (Chromium writes the page's title): replaces the document's own. */
  title?: string;
  /** The PDF's title when the document has none (else Chromium writes the page's internal address). */
  fallbackTitle?: string;
  /** CSS lengths in mm, cm, in or px, such as '10mm'. */
  margin: { top: string; right: string; bottom: string; left: string };
  headerTemplate?: string;
  footerTemplate?: string;
  /**
   * Header and footer for pages of given sections (wkhtmltopdf's [section] variables). When set, the
   * document is laid out once to find each heading's page, then printed in runs of pages of the same
   * sections, each with its own templates, and joined.
   */
  sectionTemplates?: (sections: Sections) => { headerTemplate?: string; footerTemplate?: string };
};

/** A PDF past `maxBytes`: Chromium's stream is dropped as soon as it passes it. */
export class PdfTooLarge extends Error {}

type Templates = { headerTemplate?: string; footerTemplate?: string };
type Extra = { pageRanges?: string; tagged?: boolean; outline?: boolean };

const PIXELS_PER = { px: 1, in: 96, cm: 37.8, mm: 3.78 } as const;

/** A CSS length ('10mm', '0', '12px') in inches, as Page.printToPDF takes margins. */
function inches(length: string): number {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px|in|cm|mm)?\s*$/i.exec(length);
  if (!match) return 0;
  const unit = (match[2]?.toLowerCase() ?? 'px') as keyof typeof PIXELS_PER;
  return (Number(match[1]) * PIXELS_PER[unit]) / 96;
}

/**
 * Prints the page as Playwright's page.pdf does (the paper size, or the document's `@page` size;
 * backgrounds), but reads Chromium's stream in chunks and stops past `maxBytes`, so an oversized PDF is
 * never held whole.
 */
async function printPdf(
  devtools: CDPSession,
  print: PrintOptions,
  templates: Templates,
  maxBytes: number,
  extra: Extra = {},
) {
  const paper = PAPER_SIZES[print.paperSize ?? 'A4'];
  const { stream } = await devtools.send('Page.printToPDF', {
    transferMode: 'ReturnAsStream',
    landscape: print.landscape ?? false,
    displayHeaderFooter: Boolean(templates.headerTemplate || templates.footerTemplate),
    headerTemplate: templates.headerTemplate || '<span></span>',
    footerTemplate: templates.footerTemplate || '<span></span>',
    printBackground: true,
    scale: 1,
    paperWidth: paper.width,
    paperHeight: paper.height,
    marginTop: inches(print.margin.top),
    marginBottom: inches(print.margin.bottom),
    marginLeft: inches(print.margin.left),
    marginRight: inches(print.margin.right),
    pageRanges: extra.pageRanges ?? '',
    preferCSSPageSize: true,
    generateTaggedPDF: extra.tagged ?? false,
    generateDocumentOutline: extra.outline ?? false,
  });
  if (!stream) throw new Error('Chromium returned no PDF stream');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for (;;) {
      const { data, base64Encoded, eof } = await devtools.send('IO.read', { handle: stream, size: 1024 * 1024 });
      const chunk = Buffer.from(data, base64Encoded ? 'base64' : 'latin1');
      size += chunk.length;
      if (size > maxBytes) throw new PdfTooLarge();
      chunks.push(chunk);
      if (eof) break;
    }
  } finally {
    // Not awaited: the PDF is read, and the stream goes with its context anyway.
    devtools.send('IO.close', { handle: stream }).catch(() => {});
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

/**
 * Run in the page, in one round trip: the title Chromium writes into the PDF (and shows for [title] in
 * headers), then waits until the web fonts the document asked for have loaded (or failed), so the print
 * shows them.
 */
const BEFORE_PRINT = `(title, fallback) => {
  try {
    if (title) document.title = title;
    else if (!document.title.trim() && fallback) document.title = fallback;
  } catch {}
  return document.fonts ? document.fonts.ready.then(() => true, () => true) : true;
}`;

/** The loaded document as a PDF of at most `maxBytes` (sections printed in runs when asked). */
export async function printDocument(devtools: CDPSession, print: PrintOptions, maxBytes: number): Promise<Uint8Array> {
  const expression = `(${BEFORE_PRINT})(${JSON.stringify(print.title ?? '')}, ${JSON.stringify(print.fallbackTitle ?? '')})`;
  await devtools.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }).catch(() => {});
  const templatesFor = print.sectionTemplates;
  if (!templatesFor) return printPdf(devtools, print, print, maxBytes);
  return printBySections(devtools, print, templatesFor, maxBytes);
}

/**
 * Per-page sections: a tagged print with Chromium's outline tells each heading's page (the same layout:
 * the header and footer sit in the margins), then each run of pages of the same sections is printed
 * with its own header and footer, and the runs are joined.
 */
async function printBySections(
  devtools: CDPSession,
  print: PrintOptions,
  templatesFor: (sections: Sections) => Templates,
  maxBytes: number,
) {
  const answer = await devtools.send('Runtime.evaluate', { expression: READ_HEADINGS, returnByValue: true });
  const headings = domHeadings(answer.result.value);
  const layout = await printPdf(devtools, print, {}, maxBytes, { tagged: true, outline: true });
  const { pageCount, entries } = await outlinePages(layout);
  const ranges = sectionRanges(sectionsByPage(placeHeadings(headings, entries), pageCount));
  if (ranges.length <= 1) return printPdf(devtools, print, templatesFor(ranges[0]?.sections ?? NO_SECTIONS), maxBytes);
  const parts: Uint8Array[] = [];
  let total = 0;
  for (const range of ranges) {
    const part = await printPdf(devtools, print, templatesFor(range.sections), maxBytes - total, {
      pageRanges: `${range.first}-${range.last}`,
    });
    total += part.byteLength;
    parts.push(part);
  }
  return joinPdfs(parts);
}

/** What the page answered (its scripts may have changed anything), as at most 10,000 headings. */
function domHeadings(answer: unknown): { level: number; title: string }[] {
  if (!Array.isArray(answer)) return [];
  return answer.slice(0, 10_000).flatMap((item) => {
    const { level, title } = (item ?? {}) as { level?: unknown; title?: unknown };
    if (typeof level !== 'number' || !(level >= 1 && level <= 6) || typeof title !== 'string') return [];
    return [{ level, title: title.slice(0, 1000) }];
  });
}

const NO_SECTIONS: Sections = { section: '', subsection: '', subsubsection: '' };
