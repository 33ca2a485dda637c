import {
  FILES_PATH,
  type HtmlPdfTemplateContent,
  htmlPdfTemplateContent,
  type SupportedLocale,
  TEMPLATE_ERRORS,
  TEMPLATE_LIMITS,
} from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import type { Session } from '../../../../core/session';
import type {
  FileLoader,
  LoadFailure,
  OwnHosts,
  PrintOptions,
} from '../../../../platform/render/chromium/chromium-renderer';
import {
  type HeaderFooterSettings,
  headerFooterTemplate,
  type PrintVariables,
  SECTION_VARIABLES,
  usesVariables,
} from '../../../../platform/render/chromium/header-footer';
import { PAPER_SIZES, type PaperSize } from '../../../../platform/render/chromium/pdf-print';
import type { Sections } from '../../../../platform/render/chromium/sections';
import { MAX_PDF_PASSWORD_BYTES } from '../../../../platform/render/pdf/pdf-encrypt';
import {
  infoFields,
  MAX_METADATA_LENGTH,
  type PdfMetadata,
  withInfo,
} from '../../../../platform/render/pdf/pdf-metadata';
import { decodePathKey } from '../../../../platform/storage/keys';
import { readContent } from '../../kind-content';
import type { PdfRenderDeps, TemplateRow } from '../../template-kind';
import { liquidCacheKey, type RenderInput } from '../../templates.service';

export const WKHTMLTOPDF_TYPE = 'wkhtmltopdf';
/** What printing HTML to PDF uses. */
type HtmlPdfDeps = Pick<PdfRenderDeps, 'templates' | 'files' | 'tenants' | 'studioHosts' | 'chromium' | 'pdfEncrypter'>;

export type Margins = { top?: number | null; right?: number | null; bottom?: number | null; left?: number | null };
type Orientation = 'LANDSCAPE' | 'PORTRAIT';

export { PAPER_SIZES, type PaperSize };
/** What a document is printed from: the stored content of a template, or the ad-hoc render's arguments. */
export type HtmlPdfDocument = {
  html: string;
  passwordLiquid?: string | null;
  orientation?: Orientation | string | null;
  paperSize?: PaperSize | string | null;
  /** Title, author, subject and creator of the PDF; each may hold Liquid. */
  metadata?: PdfMetadata | null;
  /** The template's name: the PDF's title when neither `metadata.title` nor the document's `<title>` gives one. */
  name?: string | null;
  marginSettings?: Margins | null;
  headerSettings?: HeaderFooterSettings | null;
  footerSettings?: HeaderFooterSettings | null;
};

/** Spec 001 §9: margins top 10, right 0, bottom 10, left 0 (millimetres). */
export const DEFAULT_MARGINS = { top: 10, right: 0, bottom: 10, left: 0 } as const;
/** Spec 001 §9: default margins; header and footer spacing 0. */
export const DEFAULT_PDF_CONTENT = {
  html: '',
  marginSettings: { ...DEFAULT_MARGINS },
  headerSettings: { spacing: 0 },
  footerSettings: { spacing: 0 },
};
/** Largest margin or spacing taken, in millimetres (an A4 page is 297 high). */
export const MAX_MARGIN_MM = 250;

export const HTML_PDF_ERRORS = {
  passwordTooLong: {
    code: 'pdf_password_too_long',
    message: 'The rendered PDF password is longer than 127 bytes.',
  },
  encryptFailed: { code: 'pdf_encrypt_failed', message: 'The PDF could not be encrypted with its password.' },
  noRoom: (paper: string, widthMm: number, heightMm: number) => ({
    code: 'invalid_margin',
    message: `The margins leave no room for the content on the ${paper} page (${widthMm} × ${heightMm} mm).`,
  }),
  negativeMargin: (side: string) => ({
    code: 'invalid_margin',
    message: `The ${side} margin must be a number of millimetres from 0 to ${MAX_MARGIN_MM}.`,
  }),
};

/** Millimetres for each side; absent sides take the defaults, impossible values are refused. */
export function marginsOf(settings: Margins | null | undefined): Outcome<Record<keyof typeof DEFAULT_MARGINS, number>> {
  const margins = { ...DEFAULT_MARGINS } as Record<keyof typeof DEFAULT_MARGINS, number>;
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const value = settings?.[side];
    if (value === null || value === undefined) continue;
    if (!Number.isFinite(value) || value < 0 || value > MAX_MARGIN_MM)
      return fail(HTML_PDF_ERRORS.negativeMargin(side));
    margins[side] = value;
  }
  return ok(margins);
}

/** The content fields of a stored template, as a document. */
function documentOf(template: TemplateRow, content: HtmlPdfTemplateContent): HtmlPdfDocument {
  return {
    html: String(content.html ?? ''),
    passwordLiquid: content.passwordLiquid ?? null,
    orientation: content.orientation ?? null,
    paperSize: content.paperSize ?? null,
    metadata: content.metadata ?? null,
    name: template.name,
    marginSettings: content.marginSettings ?? null,
    headerSettings: content.headerSettings ?? null,
    footerSettings: content.footerSettings ?? null,
  };
}

const LIQUID_MARK = /\{\{|\{%/;
/** The PDF's title when a document has none and no template name gives one (an ad-hoc render). */
const UNTITLED_PDF: Record<SupportedLocale, string> = { 'en-US': 'Document', 'zh-HK': '文件' };

const paperSizeOf = (value: string | null | undefined): PaperSize =>
  value && Object.hasOwn(PAPER_SIZES, value) ? (value as PaperSize) : 'A4';

/**
 * Reads files of our file service for a print, with the signed-in user's tenant (private files too);
 * a file the print's budget cannot take is answered 'too-large' without being read.
 */
function fileLoaderFor(services: HtmlPdfDeps, session: Session): FileLoader {
  return async (url, reserve) => {
    let key: string;
    try {
      key = decodePathKey(url.pathname.slice(FILES_PATH.length + 1), 'file');
    } catch {
      return null;
    }
    const bucket = await services.files.bucket(session.tenantId, url.searchParams.get('bucketName'));
    if (!bucket.ok) return null;
    const entry = await services.files.findFile(session.tenantId, bucket.value, key);
    if (!entry) return null;
    if (!reserve(entry.size)) return 'too-large';
    const stream = await services.files.readFile(entry);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Uint8Array).byteLength;
      // Leaving the loop destroys the stream.
      if (size > entry.size) return 'too-large';
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
    return { body: Buffer.concat(chunks), contentType: entry.contentType ?? 'application/octet-stream' };
  };
}

/**
 * The host names whose file-service links a document may use: the tenant's hosts and the studio's own
 * (the file picker inserts links on the studio's origin, which serves every tenant). Whatever the host,
 * a file is read from the signed-in user's tenant only.
 */
async function ownHostsFor(services: HtmlPdfDeps, session: Session, document: HtmlPdfDocument): Promise<OwnHosts> {
  const texts = [document.html, document.headerSettings?.html, document.footerSettings?.html];
  if (!texts.some((text) => text?.includes(FILES_PATH))) return new Set<string>();
  const { hosts } = await services.tenants.settings(session);
  const tenantHosts = new Set(hosts.map((host) => host.toLowerCase()));
  return { has: (host) => tenantHosts.has(host) || services.studioHosts.has(host) };
}

/** Load failures reported in a render's warnings at most (one per address). */
const MAX_LOAD_WARNINGS = 20;
const RESOURCE_NAMES: Record<string, string> = { image: 'image', stylesheet: 'stylesheet', font: 'font' };
const LOAD_REASONS: Record<LoadFailure['reason'], string> = {
  missing: "there is no such file in this tenant's files.",
  'not-allowed': "a PDF loads only files of this tenant's file service.",
};

/** Characters of an address a warning shows at most. */
const MAX_SHOWN_URL = 300;

/** The warning of a file the print went without, such as an image that does not show. */
function loadWarning(failure: LoadFailure): string {
  const url = failure.url.length > MAX_SHOWN_URL ? `${failure.url.slice(0, MAX_SHOWN_URL)}…` : failure.url;
  return `The ${RESOURCE_NAMES[failure.resourceType] ?? 'file'} ${url} could not be loaded: ${LOAD_REASONS[failure.reason]}`;
}

/** Collects a print's load failures into `warnings`: one per address, at most MAX_LOAD_WARNINGS. */
function loadFailuresInto(warnings: string[]) {
  const seen = new Set<string>();
  return (failure: LoadFailure) => {
    if (seen.has(failure.url) || seen.size >= MAX_LOAD_WARNINGS) return;
    seen.add(failure.url);
    warnings.push(loadWarning(failure));
  };
}

type RenderContext = {
  services: HtmlPdfDeps;
  session: Session;
  /** Cache keys of the template's Liquid fields (a stored template's id and version); none for ad-hoc HTML. */
  cacheKey?: (field: string) => string;
  now?: Date;
  /** Receives what the PDF printed without (files it could not load), in the words of a warning. */
  warnings?: string[];
  /** The request's locale: the PDF's title when neither the document nor a template name gives one. */
  locale?: SupportedLocale;
};

/**
 * Liquid first (the input's content as `data`), then Chromium prints the page with the margins,
 * orientation, header and footer; a non-empty rendered passwordLiquid encrypts the PDF with it.
 */
export async function renderHtmlPdf(
  context: RenderContext,
  document: HtmlPdfDocument,
  input: RenderInput | null | undefined,
): Promise<Outcome<Uint8Array>> {
  const { services } = context;
  if (document.html.length > TEMPLATE_LIMITS.body) return fail(TEMPLATE_ERRORS.tooLong('html', TEMPLATE_LIMITS.body));
  const margins = marginsOf(document.marginSettings);
  if (!margins.ok) return margins;
  // A cold browser starts while Liquid runs.
  services.chromium.prepare();
  const liquid = (field: string, source: string) =>
    services.templates.renderLiquid({ source, cacheKey: context.cacheKey?.(field), input, warnings: context.warnings });

  // The fields render at once (each a round trip to the Liquid workers); the first failure in this order answers.
  const [html, header, footer, metadata, passwordText] = await Promise.all([
    liquid('html', document.html),
    renderSettingsLiquid(document.headerSettings, 'headerSettings', liquid),
    renderSettingsLiquid(document.footerSettings, 'footerSettings', liquid),
    renderMetadataLiquid(document.metadata, liquid),
    document.passwordLiquid?.trim() ? liquid('passwordLiquid', document.passwordLiquid) : ok(''),
  ]);
  if (!html.ok) return html;
  if (!header.ok) return header;
  if (!footer.ok) return footer;
  if (!metadata.ok) return metadata;
  if (!passwordText.ok) return passwordText;
  const password = passwordText.value.trim();

  const m = margins.value;
  const paperSize = paperSizeOf(document.paperSize);
  const landscape = String(document.orientation ?? '').toUpperCase() === 'LANDSCAPE';
  const room = roomOnPaper(paperSize, landscape, m);
  if (!room.ok) return room;
  const templates = (variables: PrintVariables) => ({
    headerTemplate: headerFooterTemplate(header.value, 'top', variables, { edge: m.top, left: m.left, right: m.right }),
    footerTemplate: headerFooterTemplate(footer.value, 'bottom', variables, {
      edge: m.bottom,
      left: m.left,
      right: m.right,
    }),
  });
  const now = context.now ?? new Date();
  const bySections = usesVariables(header.value, SECTION_VARIABLES) || usesVariables(footer.value, SECTION_VARIABLES);
  const print: PrintOptions = {
    paperSize,
    landscape,
    // Chromium writes the title; the other fields are written into its PDF after the print (below).
    title: metadata.value.title ?? undefined,
    fallbackTitle: document.name?.trim() || UNTITLED_PDF[context.locale ?? 'en-US'],
    margin: { top: `${m.top}mm`, right: `${m.right}mm`, bottom: `${m.bottom}mm`, left: `${m.left}mm` },
    ...templates({ now }),
    // Only a header or footer showing a section pays for the layout pass and the printing in runs.
    sectionTemplates: bySections ? (sections: Sections) => templates({ now, ...sections }) : undefined,
  };
  const printed = await services.chromium.print({
    html: html.value,
    print,
    loadFile: fileLoaderFor(services, context.session),
    ownHosts: await ownHostsFor(services, context.session, document),
    onLoadFailed: context.warnings ? loadFailuresInto(context.warnings) : undefined,
    tenant: context.session.tenantId,
  });
  if (!printed.ok) return printed;
  const rewritten = { ...metadata.value, title: undefined };
  if (!password) {
    // Author, subject, our creator and producer (not Chromium's) as an update appended to Chromium's PDF;
    // a PDF joined from sections (pdf-lib's layout) is rewritten whole below.
    const withFields = withInfo(printed.value, infoFields(rewritten));
    if (withFields) return ok(withFields);
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PDF_PASSWORD_BYTES) return fail(HTML_PDF_ERRORS.passwordTooLong);
  // In a worker thread: pdf-lib takes seconds on a large PDF.
  const encrypted = await services.pdfEncrypter.finish(
    printed.value,
    { password, metadata: rewritten },
    context.session.tenantId,
  );
  if (encrypted.ok) return ok(encrypted.pdf);
  return fail(encrypted.reason === 'passwordTooLong' ? HTML_PDF_ERRORS.passwordTooLong : HTML_PDF_ERRORS.encryptFailed);
}

/** Chromium refuses to print when the margins cover the sheet: refused here, saying why. */
function roomOnPaper(paperSize: PaperSize, landscape: boolean, m: Record<keyof Margins, number>): Outcome<true> {
  const sheet = PAPER_SIZES[paperSize];
  const [width, height] = [sheet.width * 25.4, sheet.height * 25.4].map((mm) => Math.round(mm));
  const [across, down] = landscape ? [height as number, width as number] : [width as number, height as number];
  if (m.left + m.right < across && m.top + m.bottom < down) return ok(true);
  return fail(HTML_PDF_ERRORS.noRoom(`${paperSize}${landscape ? ' landscape' : ''}`, across, down));
}

/** The metadata fields with their Liquid rendered (same data as the body), trimmed, cut to their limit. */
async function renderMetadataLiquid(
  metadata: PdfMetadata | null | undefined,
  liquid: (field: string, source: string) => Promise<Outcome<string>>,
): Promise<Outcome<PdfMetadata>> {
  const rendered: PdfMetadata = {};
  for (const part of ['title', 'author', 'subject', 'creator'] as const) {
    let text = metadata?.[part] ?? '';
    if (LIQUID_MARK.test(text)) {
      const answer = await liquid(`metadata.${part}`, text);
      if (!answer.ok) return answer;
      text = answer.value;
    }
    text = text.replace(/\s+/g, ' ').trim().slice(0, MAX_METADATA_LENGTH);
    if (text) rendered[part] = text;
  }
  return ok(rendered);
}

/** Header or footer texts and HTML holding Liquid are rendered with the same data as the body. */
async function renderSettingsLiquid(
  settings: HeaderFooterSettings | null | undefined,
  field: string,
  liquid: (field: string, source: string) => Promise<Outcome<string>>,
): Promise<Outcome<HeaderFooterSettings | null>> {
  if (!settings) return ok(null);
  const rendered: HeaderFooterSettings = { ...settings };
  for (const part of ['left', 'center', 'right', 'html'] as const) {
    const source = settings[part];
    if (!source || !LIQUID_MARK.test(source)) continue;
    const answer = await liquid(`${field}.${part}`, source);
    if (!answer.ok) return answer;
    rendered[part] = answer.value;
  }
  return ok(rendered);
}

/** Renders a stored HTML-to-PDF template; its parsed Liquid is cached per template version. */
export async function renderWkhtmltopdfTemplate(
  services: HtmlPdfDeps,
  session: Session,
  templateId: string,
  input: RenderInput | null | undefined,
  warnings?: string[],
): Promise<Outcome<Uint8Array>> {
  const template = await services.templates.findOfType(session.tenantId, templateId, WKHTMLTOPDF_TYPE);
  if (!template.ok) return template;
  return renderTemplateRow(services, session, template.value, input, warnings);
}

/** The kind's `renderPdf`: a template row already read (an email attaches it as `<name>.pdf`). */
export async function renderTemplateRow(
  services: HtmlPdfDeps,
  session: Session,
  template: TemplateRow,
  input: RenderInput | null | undefined,
  warnings?: string[],
): Promise<Outcome<Uint8Array>> {
  const content = readContent(htmlPdfTemplateContent, template);
  if (!content.ok) return content;
  return renderHtmlPdf(
    { services, session, cacheKey: (field) => liquidCacheKey(template, field), warnings },
    documentOf(template, content.value),
    input,
  );
}
