import { compile, type FormatCallback } from 'html-to-text';
import mjml2html from 'mjml';

/** Limits every MJML render holds to; the markup is untrusted input (it comes out of Liquid). */
export const MJML_LIMITS = {
  /** Characters of MJML compiled at most. */
  markupChars: 500_000,
  /** The worker is terminated when one render takes longer than this. */
  hardTimeoutMs: 5000,
  /** Heap of the worker thread, in megabytes. */
  workerHeapMb: 256,
  /** Validation warnings answered at most. */
  warnings: 50,
  /** Rendered emails kept per process, by hash of the markup. */
  cacheEntries: 200,
} as const;

export type MjmlWarning = { line: number; tagName: string; message: string };
export type MjmlOutput = { html: string; text: string | null; warnings: MjmlWarning[] };

/**
 * The options that keep MJML off the file system: mj-include is ignored (never read), no
 * .mjmlconfig, no skeleton or include path; warnings are collected, never thrown.
 */
const SAFE_OPTIONS = {
  ignoreIncludes: true,
  useMjmlConfigOptions: false,
  validationLevel: 'soft',
  keepComments: false,
  minify: false,
  beautify: false,
} as const;

/** The 1-based lines holding an `<mj-include`, which is refused (ignored) with a warning. */
function includeWarnings(markup: string): MjmlWarning[] {
  const warnings: MjmlWarning[] = [];
  const pattern = /<mj-include\b/gi;
  for (let match = pattern.exec(markup); match; match = pattern.exec(markup)) {
    const line = markup.slice(0, match.index).split('\n').length;
    warnings.push({ line, tagName: 'mj-include', message: 'mj-include is not allowed; the element was ignored.' });
  }
  return warnings;
}

/** Attribute names MJML cannot look up: it reads allowed attributes from a plain object ("typeConfig.match is not a function"). */
const OBJECT_MEMBER_ATTRIBUTE = new RegExp(
  `<(mj-[\\w-]+)|>|["']|\\s(${Object.getOwnPropertyNames(Object.prototype).join('|')})\\s*=`,
  'g',
);

/** The first attribute of an mj- tag named like a member of every JavaScript object, in clear words; one pass. */
function objectMemberAttribute(markup: string): string | null {
  let tag: string | null = null;
  let quote: string | null = null;
  for (const match of markup.matchAll(OBJECT_MEMBER_ATTRIBUTE)) {
    const [token, opened, attribute] = match;
    if (quote) {
      if (token === quote) quote = null;
    } else if (opened) tag = opened;
    else if (!tag) continue;
    else if (token === '>') tag = null;
    else if (token === '"' || token === "'") quote = token;
    else {
      const line = markup.slice(0, match.index).split('\n').length;
      return `The attribute "${attribute}" is not allowed on <${tag}> (line ${line}).`;
    }
  }
  return null;
}

/** Between two cells of a table row in the plain-text part. */
const CELL_SEPARATOR = ' | ';

type Sibling = { type?: string; name?: string; data?: string; prev?: Sibling | null } | null | undefined;

/** Whether a cell has a cell before it in its row (text between cells is only white space). */
function followsCell(node: Sibling): boolean {
  for (let before = node?.prev; before; before = before.prev) {
    if (before.type === 'tag') return before.name === 'td' || before.name === 'th';
    if (before.type === 'text' && before.data?.trim()) return false;
  }
  return false;
}

/** A table cell, inline, after a separator when another cell comes before it in the row. */
const tableCell: FormatCallback = (elem, walk, builder) => {
  if (followsCell(elem as Sibling)) builder.addInline(CELL_SEPARATOR);
  walk(elem.children, builder);
};

/** The plain-text converter, built once: html-to-text's `convert` compiles its options on every call (2/3 of its time). */
const toText = compile({
  wordwrap: 100,
  formatters: { tableCell },
  selectors: [
    // Rows on lines of their own, their cells apart ("Member | Relationship"), not run together.
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'td', format: 'tableCell' },
    { selector: 'th', format: 'tableCell' },
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
});

/** The plain-text part of an email: its visible text, links after their text, no images. */
export function plainText(html: string): string {
  // The head (styles, fonts) and the Outlook conditional comments hold no text: parsing less is ~40% faster.
  const body = html.replace(/<head[\s\S]*?<\/head>/i, '').replace(/<!--[\s\S]*?-->/g, '');
  return toText(body).trim();
}

/** Compiles MJML to HTML (and, when asked, the plain-text part); in the worker thread. */
export async function compileMjml(markup: string, options: { text: boolean }): Promise<MjmlOutput> {
  const refused = objectMemberAttribute(markup);
  if (refused) throw new Error(refused);
  const result = await mjml2html(markup, { ...SAFE_OPTIONS }).catch((error: unknown) => {
    // MJML's own errors speak to the author ("Malformed MJML ..."); a bug of its code does not.
    if (error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError)
      throw new Error('MJML could not compile this markup.');
    throw error;
  });
  const warnings = [
    ...includeWarnings(markup),
    ...result.errors.map((error) => ({
      line: Number(error.line) || 1,
      tagName: String(error.tagName ?? ''),
      message: String(error.message),
    })),
  ].slice(0, MJML_LIMITS.warnings);
  return { html: result.html, text: options.text ? plainText(result.html) : null, warnings };
}
