import { createHash } from 'node:crypto';
import { LruCache } from '../../../core/lru-cache';
import { fail, type Outcome, ok } from '../../../core/outcome';
import { createLiquidRunner, type LiquidFailure, type LiquidSource } from '../liquid/liquid-engine';
import { compileMjml, MJML_LIMITS, type MjmlOutput, type MjmlWarning, plainText } from './mjml-engine';
import { type CompiledFirst, compileFirst, filledIn } from './precompile';

/** One email for the MJML worker: its markup and subject (Liquid sources), their data, the text part or not. */
export type EmailJob = {
  mjml: LiquidSource;
  subject: LiquidSource | null;
  data: Record<string, unknown>;
  text: boolean;
};
/** `liquidWarnings`: what the markup's and the subject's Liquid rendered past (an unknown filter). */
type EmailOutput = MjmlOutput & { subject: string | null; liquidWarnings: LiquidFailure[] };
type EmailFailure = { stage: 'liquid'; error: LiquidFailure } | { stage: 'mjml'; message: string };
export type EmailOutcome = Outcome<EmailOutput, EmailFailure>;

/** What is known of a template's compiled form (see precompile.ts), by its Liquid key. */
type Precompiled =
  | { use: false }
  | { use: true; verified: boolean; html: LiquidSource; warnings: MjmlWarning[]; first: CompiledFirst };

/**
 * Liquid (markup, then subject) and MJML in one step, inside the worker thread: one hop per email.
 * A template whose Liquid sits only in text MJML copies through is compiled once and each email is
 * Liquid over that HTML (checked equal to the full way on the template's first email). Otherwise the
 * compiled output, which depends on the markup alone, is cached by the markup's hash (a template
 * rendered again with the same data is not compiled again; Liquid still runs, so `now` stays current).
 */
export function createEmailRunner() {
  const runLiquid = createLiquidRunner();
  const compiled = new LruCache<MjmlOutput>(MJML_LIMITS.cacheEntries);
  const precompiled = new LruCache<Precompiled>(MJML_LIMITS.cacheEntries);

  async function compileMarkup(markup: string, text: boolean): Promise<MjmlOutput> {
    const key = `${text ? 't' : 'h'}:${createHash('sha256').update(markup).digest('base64url')}`;
    let output = compiled.get(key);
    if (!output) {
      output = await compileMjml(markup, { text });
      compiled.set(key, output);
    }
    return output;
  }

  /** The template compiled with its Liquid left in, when it qualifies (once per template). */
  async function precompile(template: LiquidSource): Promise<Precompiled> {
    // The key says the template's version (or hashes its source), as for the parsed Liquid.
    let known = precompiled.get(template.key);
    if (known) return known;
    const first = await compileFirst(template.source);
    known = first
      ? {
          use: true,
          verified: false,
          html: { key: `${template.key}:compiled`, source: first.html },
          warnings: first.warnings,
          first,
        }
      : { use: false };
    precompiled.set(template.key, known);
    return known;
  }

  /** The email's HTML: Liquid over the compiled template when that is known to agree, else MJML. */
  async function toHtml(job: EmailJob, markup: string): Promise<MjmlOutput> {
    const template = await precompile(job.mjml);
    if (template.use) {
      const fast = runLiquid(template.html, job.data);
      // An email whose data MJML would read differently (quotes, closing tags, fonts) is compiled whole.
      const html = fast.ok ? filledIn(fast.value.text, template.first) : null;
      if (html === null) return compileMarkup(markup, job.text);
      if (template.verified) return { html, text: job.text ? plainText(html) : null, warnings: template.warnings };
      const full = await compileMarkup(markup, job.text);
      // The first email decides: the same HTML both ways, or the template is always compiled whole.
      if (html === full.html) template.verified = true;
      else precompiled.set(job.mjml.key, { use: false });
      return full;
    }
    return compileMarkup(markup, job.text);
  }

  return async (job: EmailJob): Promise<EmailOutcome> => {
    const markup = runLiquid(job.mjml, job.data);
    if (!markup.ok) return fail({ stage: 'liquid', error: markup.problem });
    const subject = job.subject ? runLiquid(job.subject, job.data) : null;
    if (subject && !subject.ok) return fail({ stage: 'liquid', error: subject.problem });
    if (markup.value.text.length > MJML_LIMITS.markupChars)
      return fail({ stage: 'mjml', message: `The email is longer than ${MJML_LIMITS.markupChars} characters.` });
    try {
      const output = await toHtml(job, markup.value.text);
      const liquidWarnings = [...(markup.value.warnings ?? []), ...((subject?.ok && subject.value.warnings) || [])];
      return ok({ ...output, subject: subject?.value.text ?? null, liquidWarnings });
    } catch (error) {
      return fail({ stage: 'mjml', message: String((error as Error)?.message ?? error) });
    }
  };
}
