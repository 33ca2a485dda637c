/**
 * wkhtmltopdf's header and footer settings as Chromium header/footer templates. Chromium fills the
 * elements of class pageNumber, totalPages and title on each page; the rest is known when printing.
 */
export type HeaderFooterSettings = {
  left?: string | null;
  center?: string | null;
  right?: string | null;
  /** HTML instead of the three texts. */
  html?: string | null;
  fontName?: string | null;
  /** Points. */
  fontSize?: number | null;
  /** A rule between the header (or footer) and the content. */
  line?: boolean | null;
  /** Millimetres between the header (or footer) and the content. */
  spacing?: number | null;
};

/** What the variables stand for in one print (page numbers are Chromium's). */
export type PrintVariables = {
  now: Date;
  /** [section], [subsection], [subsubsection]: the headings of the pages printed with this template. */
  section?: string;
  subsection?: string;
  subsubsection?: string;
  webpage?: string;
};

const HEADER_DEFAULTS = { fontName: 'Arial', fontSize: 12 } as const;
/** Variables that differ from page to page beyond the page number (printed in ranges of pages). */
export const SECTION_VARIABLES = ['[section]', '[subsection]', '[subsubsection]'] as const;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const localDate = (now: Date) => `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
const localTime = (now: Date) => `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;

/** Replaces wkhtmltopdf's [variables] in HTML (the text around them is left as it is). */
function substituteVariables(html: string, variables: PrintVariables): string {
  const values: Record<string, string> = {
    page: '<span class="pageNumber"></span>',
    sitepage: '<span class="pageNumber"></span>',
    topage: '<span class="totalPages"></span>',
    sitepages: '<span class="totalPages"></span>',
    frompage: '1',
    title: '<span class="title"></span>',
    doctitle: '<span class="title"></span>',
    date: localDate(variables.now),
    isodate: isoDate(variables.now),
    time: localTime(variables.now),
    webpage: escapeHtml(variables.webpage ?? ''),
    section: escapeHtml(variables.section ?? ''),
    subsection: escapeHtml(variables.subsection ?? ''),
    subsubsection: escapeHtml(variables.subsubsection ?? ''),
  };
  return html.replace(/\[(\w+)\]/g, (match, name: string) => values[name.toLowerCase()] ?? match);
}

/** wkhtmltopdf header HTML fills elements by class (page, topage...): Chromium's classes do the same. */
function mapClasses(html: string) {
  const classes: Record<string, string> = {
    page: 'pageNumber',
    sitepage: 'pageNumber',
    topage: 'totalPages',
    sitepages: 'totalPages',
    doctitle: 'title',
  };
  return html.replace(/class\s*=\s*(["'])(.*?)\1/gi, (_match, quote: string, value: string) => {
    const mapped = value
      .split(/\s+/)
      .map((name) => classes[name] ?? name)
      .join(' ');
    return `class=${quote}${mapped}${quote}`;
  });
}

export const usesVariables = (settings: HeaderFooterSettings | null | undefined, names: readonly string[]) =>
  Boolean(settings) &&
  [settings?.left, settings?.center, settings?.right, settings?.html].some((text) =>
    names.some((name) => text?.toLowerCase().includes(name)),
  );

const hasContent = (settings: HeaderFooterSettings | null | undefined) =>
  Boolean(settings && (settings.html?.trim() || settings.left || settings.center || settings.right));

const fontFamily = (name: string) => `'${name.replaceAll(/['"\\<>;{}]/g, '')}', 'Noto Sans CJK HK', sans-serif`;

/**
 * One Chromium template for a header (`edge` top) or footer (`edge` bottom). Chromium lays it over the
 * page's top (or bottom) margin: the content sits `spacing` mm away from the body, so too large a
 * spacing pushes it off the page, as wkhtmltopdf does (a larger margin makes room).
 */
export function headerFooterTemplate(
  settings: HeaderFooterSettings | null | undefined,
  edge: 'top' | 'bottom',
  variables: PrintVariables,
  /** Millimetres: the margin the template fills, and the left and right margins it keeps to. */
  margins: { edge: number; left: number; right: number },
): string | undefined {
  if (!settings || !hasContent(settings)) return undefined;
  const fontSize =
    settings.fontSize && settings.fontSize > 0 ? Math.min(settings.fontSize, 200) : HEADER_DEFAULTS.fontSize;
  const font = fontFamily(settings.fontName || HEADER_DEFAULTS.fontName);
  const spacing = Math.max(0, Number(settings.spacing ?? 0) || 0);
  const rule = settings.line ? `border-${edge === 'top' ? 'bottom' : 'top'}: 0.5pt solid #000;` : '';
  const content = settings.html?.trim()
    ? `<div class="wk-html">${substituteVariables(mapClasses(settings.html), variables)}</div>`
    : `<div class="wk-row">${['left', 'center', 'right']
        .map((cell) => {
          const text = settings[cell as 'left' | 'center' | 'right'] ?? '';
          return `<div class="wk-cell wk-${cell}">${substituteVariables(escapeHtml(text), variables)}</div>`;
        })
        .join('')}</div>`;
  // Chromium lays the header and the footer into one document: each one's styles are scoped to its own id.
  const id = `wk-${edge}`;
  const padding =
    edge === 'top'
      ? `0 ${margins.right}mm ${spacing}mm ${margins.left}mm`
      : `${spacing}mm ${margins.right}mm 0 ${margins.left}mm`;
  return `<style>
html, body, #header, #footer { margin: 0 !important; padding: 0 !important; }
html, body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
#${id} { box-sizing: border-box; width: 100%; height: ${margins.edge}mm; display: flex; flex-direction: column;
  justify-content: flex-${edge === 'top' ? 'end' : 'start'}; padding: ${padding}; }
#${id} > .wk-box { flex: none; font-family: ${font}; font-size: ${fontSize}pt; line-height: 1.2; color: #000; ${rule} }
#${id} .wk-row { display: flex; align-items: baseline; }
#${id} .wk-cell { flex: 1 1 0; white-space: pre; overflow: hidden; }
#${id} .wk-left { text-align: left; } #${id} .wk-center { text-align: center; } #${id} .wk-right { text-align: right; }
</style><div id="${id}"><div class="wk-box">${content}</div></div>`;
}
