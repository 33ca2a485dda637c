import { randomBytes } from 'node:crypto';
import { compileMjml, type MjmlWarning } from './mjml-engine';

/**
 * Compile first, Liquid after: when an email's Liquid sits only where MJML copies text through
 * unchanged, MJML compiles the template once (per version) with a marker in place of each piece of
 * copied content that holds Liquid, and each email is then Liquid over that HTML: about ten times
 * faster than compiling every email's markup. MJML trims copied content, so each piece is put back
 * as Liquid that trims it the same way. The email runner also checks, on a template's first email,
 * that both ways give the same HTML before it trusts the compiled one. Each email's copied pieces
 * are wrapped in markers and looked at (see `filledIn`): a piece whose text could change how MJML
 * reads the markup (a quote in an attribute, a closing tag, a web font's name) sends that email the
 * full way.
 */

/** Tags whose content MJML copies into the HTML as it is, trimmed (ending tags). */
const COPIED_CONTENT = ['mj-text', 'mj-button', 'mj-table', 'mj-raw', 'mj-preview'];
/** Attributes MJML writes into the HTML as they are (never tested for being empty, see below). */
const COPIED_ATTRIBUTES = ['href', 'src', 'alt', 'title'];
/** Features that change the HTML inside copied content (CSS inlining, attributes added by selector). */
const CONTENT_CHANGING = [/<mj-style\b[^>]*\binline\s*=\s*["']inline["']/i, /<mj-html-attributes\b/i];

const LIQUID = /\{\{|\{%/;
const MARKER = 'carrierliquidcopy';
const CONTENTS = new RegExp(`(<(${COPIED_CONTENT.join('|')})\\b[^>]*>)([\\s\\S]*?)(</\\2\\s*>)`, 'gi');
const ATTRIBUTES = new RegExp(`(\\s(?:${COPIED_ATTRIBUTES.join('|')})\\s*=\\s*)("[^"]*"|'[^']*')`, 'gi');

/**
 * MJML tests some copied attributes for being empty (an mj-button without href is a <p>), so an
 * attribute holding Liquid must also hold text of its own, which Liquid cannot empty.
 */
const hasOwnText = (value: string) =>
  value
    .slice(1, -1)
    .replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, '')
    .trim() !== '';

/** MJML's default web fonts (mjml-core); an mj-font adds or replaces one. */
const DEFAULT_FONTS: Record<string, string> = {
  'Open Sans': 'https://fonts.googleapis.com/css?family=Open+Sans:300,400,500,700',
  'Droid Sans': 'https://fonts.googleapis.com/css?family=Droid+Sans:300,400,500,700',
  Lato: 'https://fonts.googleapis.com/css?family=Lato:300,400,500,700',
  Roboto: 'https://fonts.googleapis.com/css?family=Roboto:300,400,500,700',
  Ubuntu: 'https://fonts.googleapis.com/css?family=Ubuntu:300,400,500,700',
};
const FONT_TAGS = /<mj-font\b[^>]*>/gi;
const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

/** Text in copied content that changes where htmlparser2 (MJML's parser) ends the element or what it keeps. */
const CONTENT_PARSE_CHANGING =
  /<[!?]|<\/?mj-|<\/?(?:script|style|title|textarea|xmp|plaintext|iframe|noembed|noframes|noscript|body|head|html)\b|@import/i;
/** A whole start or end tag, as htmlparser2 reads it (a `<` before a letter or `/` that is not one swallows what follows). */
const WHOLE_TAG = /<\/?[a-z][a-z0-9-]*(?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>=`]+))?)*\s*\/?>/iy;

/** Whether every `<` in copied content is text (`a < b`) or opens a whole tag. */
function wholeTags(text: string): boolean {
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    if (!/[a-z/]/i.test(text[at + 1] ?? '')) continue;
    WHOLE_TAG.lastIndex = at;
    if (!WHOLE_TAG.test(text)) return false;
  }
  return true;
}

/** Quotes, which end an attribute value early (MJML writes every value between double quotes). */
const ATTRIBUTE_PARSE_CHANGING = /["']/;

/** A web font: the pattern MJML looks for in the body (as mjml-core writes it) and whether the compiled head links it. */
/**
 * `used`: MJML's own test that the body names the font; `named`: the font's name alone, a far cheaper
 * test that must pass first (most emails never name a web font, and `used` scans every quoted value).
 */
type WebFont = { used: RegExp; named: RegExp; linked: boolean };

export type CompiledFirst = {
  html: string;
  warnings: MjmlWarning[];
  /** Wraps each copied piece in the compiled HTML: `${guard}c` or `${guard}a` before it, `${guard}e` after. */
  guard: string;
  fonts: WebFont[];
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The web fonts MJML may link for this template, or null when their names are not plain text. */
function webFonts(source: string): Record<string, string> | null {
  const fonts = { ...DEFAULT_FONTS };
  for (const [tag] of source.matchAll(FONT_TAGS)) {
    const name = attributeOf(tag, 'name') ?? '';
    // MJML reads a font's name as a regular expression: only a plain name is predictable.
    if (escapeRegExp(name) !== name || LIQUID.test(tag)) return null;
    fonts[name] = attributeOf(tag, 'href') ?? '';
  }
  return fonts;
}

/** Whether each font MJML links (a font-family naming it in the body) is linked in the compiled head. */
function sameFonts(html: string, fonts: WebFont[]): boolean {
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>'));
  return fonts.every((font) => {
    font.used.lastIndex = 0;
    return (font.named.test(body) && font.used.test(body)) === font.linked;
  });
}

/**
 * The email's HTML from Liquid's output over the compiled template, the markers taken out; null when a
 * piece holds text MJML would read differently (a quote in an attribute, an element's closing tag, a
 * comment, a tag left open) or the filled-in body uses web fonts the compiled head does not link (or the reverse).
 */
export function filledIn(output: string, compiled: CompiledFirst): string | null {
  const { guard } = compiled;
  const piece = new RegExp(`${guard}([ca])([\\s\\S]*?)${guard}e`, 'g');
  let safe = true;
  const html = output.replace(piece, (_whole, kind: string, text: string) => {
    if (kind === 'a' ? ATTRIBUTE_PARSE_CHANGING.test(text) : CONTENT_PARSE_CHANGING.test(text) || !wholeTags(text))
      safe = false;
    return text;
  });
  return safe && !html.includes(guard) && sameFonts(html, compiled.fonts) ? html : null;
}

/** The template compiled with its Liquid left in, or null when its Liquid is not all in copied text. */
export async function compileFirst(source: string): Promise<CompiledFirst | null> {
  if (!LIQUID.test(source) || source.includes(MARKER)) return null;
  if (CONTENT_CHANGING.some((pattern) => pattern.test(source))) return null;
  const fontLinks = webFonts(source);
  if (!fontLinks) return null;
  const guard = `${MARKER}${randomBytes(6).toString('hex')}`;
  const copies: string[] = [];
  const skeleton = source.replace(CONTENTS, (whole, open: string, _tag, content: string, close: string) => {
    if (!LIQUID.test(content)) return whole;
    copies.push(content);
    // The content's line breaks stay (MJML trims them), so warnings keep their lines.
    return `${open}${MARKER}${copies.length - 1}z${content.replace(/[^\n]/g, '')}${close}`;
  });
  const outside = skeleton.replace(ATTRIBUTES, (whole, name: string, value: string) =>
    hasOwnText(value) ? `${name}""` : whole,
  );
  if (LIQUID.test(outside)) return null;
  const guarded = skeleton.replace(ATTRIBUTES, (whole, name: string, value: string) =>
    LIQUID.test(value) ? `${name}${value[0]}${guard}a${value.slice(1, -1)}${guard}e${value[0]}` : whole,
  );
  const output = await compileMjml(guarded, { text: false }).catch(() => null);
  if (!output) return null;
  // Some components write a new random id on every compile (mj-navbar's hamburger, mj-carousel):
  // no compiled copy can give an email's bytes.
  const again = await compileMjml(guarded, { text: false }).catch(() => null);
  if (again?.html !== output.html) return null;
  let html = output.html;
  for (const [index, content] of copies.entries()) {
    const marker = `${MARKER}${index}z`;
    if (html.split(marker).length !== 2) return null;
    const name = `${MARKER}${index}`;
    html = html.replace(
      marker,
      () => `${guard}c{% capture ${name} %}${content}{% endcapture %}{{ ${name} | strip }}${guard}e`,
    );
  }
  const fonts = Object.entries(fontLinks).map(([name, url]) => ({
    used: new RegExp(`"[^"]*font-family:[^"]*${name}[^"]*"`, 'gmi'),
    named: new RegExp(name, 'i'),
    linked: output.html.includes(`@import url(${url});`),
  }));
  return { html, warnings: output.warnings, guard, fonts };
}
