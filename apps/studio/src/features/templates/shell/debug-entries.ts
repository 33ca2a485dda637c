import { errorHint, parseRenderError } from '@carrier/contracts';

export type DebugEntry = { id: number; message: string; hint?: { before: string; after: string } };

let nextId = 0;

/**
 * Debug console entries from error strings. A Liquid or MJML error (`liquid|line:column|message`) shows its
 * third part, with a hint of about 30 characters around the failing position of `source`.
 */
export function toDebugEntries(errors: readonly string[], source?: string): DebugEntry[] {
  return errors.map((text) => {
    const positioned = parseRenderError(text);
    nextId += 1;
    if (!positioned) return { id: nextId, message: text };
    return {
      id: nextId,
      message: `${positioned.message} (${positioned.line}:${positioned.column})`,
      hint: source === undefined ? undefined : errorHint(source, positioned.line, positioned.column),
    };
  });
}
