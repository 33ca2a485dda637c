import { compileMjml, type MjmlWarning } from './mjml-engine';

/**
 * Compile first, Liquid after: when an email's Liquid sits only where MJML copies text through
 * unchanged, MJML compiles the template once (per version) with a marker in place of each piece of
 * copied content that holds Liquid, and each email is then Liquid over that HTML: about ten times
 * faster than compiling every email's markup. MJML trims copied content, so each piece is put back
 * as Liquid that trims it the same way. The email runner also checks, on a template's first email,
 * that both ways give the same HTML before it trusts the compiled one.
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

export type CompiledFirst = { html: string; warnings: MjmlWarning[] };

/** The template compiled with its Liquid left in, or null when its Liquid is not all in copied text. */
export async function compileFirst(source: string): Promise<CompiledFirst | null> {
  if (!LIQUID.test(source) || source.includes(MARKER)) return null;
  if (CONTENT_CHANGING.some((pattern) => pattern.test(source))) return null;
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
  const output = await compileMjml(skeleton, { text: false }).catch(() => null);
  if (!output) return null;
  let html = output.html;
  for (const [index, content] of copies.entries()) {
    const marker = `${MARKER}${index}z`;
    if (html.split(marker).length !== 2) return null;
    const name = `${MARKER}${index}`;
    html = html.replace(marker, () => `{% capture ${name} %}${content}{% endcapture %}{{ ${name} | strip }}`);
  }
  return { html, warnings: output.warnings };
}
