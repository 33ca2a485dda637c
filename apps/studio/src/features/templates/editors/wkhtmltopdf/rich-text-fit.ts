import { createDocument, getHTMLFromFragment, getSchema } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import { PDF_RICH_TEXT_EXTENSIONS } from './pdf-rich-text-extensions';

/** Why rich text cannot hold some HTML; `notExact` when no named cause explains the change. */
type RichTextRefusal = 'style' | 'script' | 'table' | 'pageBreak' | 'document' | 'liquidTag' | 'notExact';
export type RichTextFit = { ok: true } | { ok: false; reason: RichTextRefusal; at: number };
export type PdfPart = 'body' | 'header' | 'footer';
export type TemplateFit = { ok: true } | { ok: false; reason: RichTextRefusal; at: number; part: PdfPart };

/** Named causes, in the order a note should mention them. */
const CAUSES: [RichTextRefusal, RegExp][] = [
  ['document', /<(!doctype|html|head|body)[\s>]/i],
  ['style', /<style[\s>]|\sstyle\s*=/i],
  ['script', /<script[\s>]/i],
  ['table', /<(table|thead|tbody|tfoot|tr|td|th|colgroup|col)[\s>/]/i],
  ['pageBreak', /(page-break-|break-(before|after|inside))/i],
  // A Liquid tag right between two elements (a loop around rows or paragraphs) is not paragraph text.
  ['liquidTag', /(^|>)\s*\{%[\s\S]*?%\}\s*(<|$)/],
];

let schema: Schema | undefined;

/** The HTML the rich-text editor would hold after opening `html`: its own parse and serialize. */
function richTextRoundTrip(html: string): string {
  schema ??= getSchema(PDF_RICH_TEXT_EXTENSIONS);
  return getHTMLFromFragment(createDocument(html, schema).content, schema);
}

const firstDifference = (a: string, b: string) => {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return at;
};

/**
 * Whether the rich-text editor can hold `html` exactly: opening it there and saving gives back the same
 * bytes. Anything else (a table, a <style>, a loop between rows) must stay in the code editor.
 */
export function richTextCanHold(html: string): RichTextFit {
  // An empty part is what a new template has: rich text starts it.
  if (html === '') return { ok: true };
  const held = richTextRoundTrip(html);
  if (held === html) return { ok: true };
  const at = firstDifference(html, held);
  const named = CAUSES.find(([, pattern]) => pattern.test(html));
  return { ok: false, reason: named ? named[0] : 'notExact', at };
}

/** The template as a whole: rich text only when it can hold the body, the header and the footer HTML. */
export function templateRichTextFit(parts: Record<PdfPart, string>): TemplateFit {
  for (const part of ['body', 'header', 'footer'] as const) {
    const html = parts[part];
    const fit = richTextCanHold(html);
    if (!fit.ok) return { ...fit, part };
  }
  return { ok: true };
}
