import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from '@cantoo/pdf-lib';

/** wkhtmltopdf's [section], [subsection], [subsubsection] on one page: its current h1, h2 and h3. */
export type Sections = { section: string; subsection: string; subsubsection: string };

/** A heading of the document: its level (1 for h1) and the page (0-based) it starts on. */
export type PlacedHeading = { level: number; title: string; page: number };

const EMPTY: Sections = { section: '', subsection: '', subsubsection: '' };
const KEYS = ['section', 'subsection', 'subsubsection'] as const;

/**
 * Each page's sections, as wkhtmltopdf fills them: the last h1 (h2, h3) started on or before the page;
 * a new heading clears the levels below it. Deeper headings (h4 to h6) change nothing.
 */
export function sectionsByPage(headings: readonly PlacedHeading[], pageCount: number): Sections[] {
  const ordered = [...headings].sort((a, b) => a.page - b.page);
  const pages: Sections[] = [];
  let current = { ...EMPTY };
  let next = 0;
  for (let page = 0; page < pageCount; page++) {
    for (; next < ordered.length && (ordered[next] as PlacedHeading).page <= page; next++) {
      const { level, title } = ordered[next] as PlacedHeading;
      if (level > KEYS.length) continue;
      const updated = { ...current, [KEYS[level - 1] as string]: title };
      for (const deeper of KEYS.slice(level)) updated[deeper] = '';
      current = updated;
    }
    pages.push(current);
  }
  return pages;
}

/** Runs of consecutive pages with the same sections: [first, last] 1-based, as Chromium's pageRanges. */
export function sectionRanges(pages: readonly Sections[]): { first: number; last: number; sections: Sections }[] {
  const ranges: { first: number; last: number; sections: Sections }[] = [];
  pages.forEach((sections, index) => {
    const previous = ranges.at(-1);
    if (previous && KEYS.every((key) => previous.sections[key] === sections[key])) previous.last = index + 1;
    else ranges.push({ first: index + 1, last: index + 1, sections });
  });
  return ranges;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The pages of a PDF's outline entries (Chromium builds it from the headings when printing tagged with
 * `generateDocumentOutline`), in document order, and the page count.
 */
export async function outlinePages(
  pdf: Uint8Array,
): Promise<{ pageCount: number; entries: { title: string; page: number }[] }> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const pageRefs = document.getPages().map((page) => page.ref);
  const entries: { title: string; page: number }[] = [];
  const lookup = (value: unknown) =>
    value instanceof PDFRef ? document.context.lookupMaybe(value, PDFDict) : undefined;
  const visit = (first: unknown) => {
    // Chromium's outlines are small trees; a malformed loop stops at the number of entries a PDF can hold.
    for (
      let item = lookup(first), guard = 0;
      item && guard < 100_000;
      item = lookup(item.get(PDFName.of('Next'))), guard++
    ) {
      const title = item.lookup(PDFName.of('Title'));
      const destination = item.lookup(PDFName.of('Dest'));
      const page = destination instanceof PDFArray ? pageRefs.indexOf(destination.get(0) as PDFRef) : -1;
      if ((title instanceof PDFString || title instanceof PDFHexString) && page >= 0)
        entries.push({ title: normalize(title.decodeText()), page });
      visit(item.get(PDFName.of('First')));
    }
  };
  visit(document.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.get(PDFName.of('First')));
  return { pageCount: pageRefs.length, entries };
}

/**
 * The document's headings with their levels (from the DOM, in document order) placed on the pages the
 * outline gives them: the outline's tree depth is not the heading level (an h3 right under an h1 is at
 * depth 2), so each heading is matched to the next outline entry of the same text.
 */
export function placeHeadings(
  headings: readonly { level: number; title: string }[],
  entries: readonly { title: string; page: number }[],
): PlacedHeading[] {
  const placed: PlacedHeading[] = [];
  let next = 0;
  for (const heading of headings) {
    const title = normalize(heading.title);
    const found = entries.findIndex((entry, index) => index >= next && entry.title === title);
    if (found < 0) continue;
    placed.push({ level: heading.level, title, page: (entries[found] as { page: number }).page });
    next = found + 1;
  }
  return placed;
}

/** The visible h1 to h6 of the page, in document order (run in the printed page). */
export const READ_HEADINGS = `[...document.querySelectorAll('h1,h2,h3,h4,h5,h6')]
  .filter((h) => h.getClientRects().length > 0)
  .map((h) => ({ level: Number(h.tagName.slice(1)), title: h.innerText || h.textContent || '' }))`;

/** One PDF of the parts' pages in order (each part printed with its own header and footer). */
export async function joinPdfs(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const joined = await PDFDocument.create({ updateMetadata: false });
  for (const [index, part] of parts.entries()) {
    const source = await PDFDocument.load(part, { updateMetadata: false });
    if (index === 0) {
      const title = source.getTitle();
      if (title) joined.setTitle(title);
      const producer = source.getProducer();
      if (producer) joined.setProducer(producer);
    }
    const pages = await joined.copyPages(source, source.getPageIndices());
    for (const page of pages) joined.addPage(page);
  }
  return joined.save();
}
