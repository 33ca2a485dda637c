import type { HtmlPdfTemplateContent } from '@carrier/contracts';

/** The editor's working copy of an HTML-to-PDF template (spec 001 §3). */
export type HeaderFooter = {
  left: string;
  center: string;
  right: string;
  html: string;
  fontName: string;
  fontSize: number | null;
  line: boolean;
  spacing: number;
};
export type Margins = { top: number; right: number; bottom: number; left: number };
export type Orientation = 'PORTRAIT' | 'LANDSCAPE';
export const PAPER_SIZES = ['A4', 'A5', 'LETTER', 'LEGAL'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
/** The PDF's document properties (each may hold Liquid); empty means the server's default. */
export type PdfMetadata = { title: string; author: string; subject: string; creator: string };
export type PdfContent = {
  html: string;
  passwordLiquid: string;
  orientation: Orientation;
  paperSize: PaperSize;
  metadata: PdfMetadata;
  marginSettings: Margins;
  headerSettings: HeaderFooter;
  footerSettings: HeaderFooter;
};

const DEFAULT_MARGINS: Margins = { top: 10, right: 0, bottom: 10, left: 0 };
const emptyHeaderFooter = (): HeaderFooter => ({
  left: '',
  center: '',
  right: '',
  html: '',
  fontName: '',
  fontSize: null,
  line: false,
  spacing: 0,
});

/** The template as stored: the kind's content shape, shared with the server (@carrier/contracts). */
type Stored = HtmlPdfTemplateContent;

function headerFooterOf(stored: Stored['headerSettings']): HeaderFooter {
  const value = emptyHeaderFooter();
  if (!stored) return value;
  return {
    left: String(stored.left ?? ''),
    center: String(stored.center ?? ''),
    right: String(stored.right ?? ''),
    html: String(stored.html ?? ''),
    fontName: String(stored.fontName ?? ''),
    fontSize: typeof stored.fontSize === 'number' ? stored.fontSize : null,
    line: stored.line === true,
    spacing: typeof stored.spacing === 'number' ? stored.spacing : 0,
  };
}

/** The stored template as a working copy; missing settings take the spec's defaults. */
export function contentOf(stored: Stored | null | undefined): PdfContent {
  const margins = stored?.marginSettings ?? {};
  return {
    html: stored?.html ?? '',
    passwordLiquid: stored?.passwordLiquid ?? '',
    orientation: stored?.orientation === 'LANDSCAPE' ? 'LANDSCAPE' : 'PORTRAIT',
    paperSize: PAPER_SIZES.find((size) => size === stored?.paperSize) ?? 'A4',
    metadata: {
      title: stored?.metadata?.title ?? '',
      author: stored?.metadata?.author ?? '',
      subject: stored?.metadata?.subject ?? '',
      creator: stored?.metadata?.creator ?? '',
    },
    marginSettings: {
      top: margins.top ?? DEFAULT_MARGINS.top,
      right: margins.right ?? DEFAULT_MARGINS.right,
      bottom: margins.bottom ?? DEFAULT_MARGINS.bottom,
      left: margins.left ?? DEFAULT_MARGINS.left,
    },
    headerSettings: headerFooterOf(stored?.headerSettings),
    footerSettings: headerFooterOf(stored?.footerSettings),
  };
}

const headerFooterInput = (value: HeaderFooter) => ({
  left: value.left,
  center: value.center,
  right: value.right,
  html: value.html,
  fontName: value.fontName || null,
  fontSize: value.fontSize,
  line: value.line,
  spacing: value.spacing,
});

/**
 * The document a save stores and a preview renders, in the shapes the API takes: one function for both,
 * so the preview is what the API will render (the password included).
 */
export function printSettingsOf(content: PdfContent) {
  return {
    html: content.html,
    passwordLiquid: content.passwordLiquid,
    marginSettings: { ...content.marginSettings },
    headerSettings: headerFooterInput(content.headerSettings),
    footerSettings: headerFooterInput(content.footerSettings),
    orientation: content.orientation,
    paperSize: content.paperSize,
    metadata: { ...content.metadata },
  };
}

/** Images the rich-text editor's file picker takes (spec: only JPG, JPEG and PNG). */
export const isImageFile = (fileName: string) => /\.(jpe?g|png)$/i.test(fileName);

/** A number field's text as millimetres (never negative); empty counts as 0. */
export function millimetres(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 250) : 0;
}
