import { errorHint, parseRenderError } from '@carrier/contracts';

/** `message` as the API said it (the third part of a positioned error); `at`: its 'line:column'. */
export type DebugEntry = { id: number; message: string; at?: string; hint?: { before: string; after: string } };

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
      message: positioned.message,
      at: `${positioned.line}:${positioned.column}`,
      hint: source === undefined ? undefined : errorHint(source, positioned.line, positioned.column),
    };
  });
}
