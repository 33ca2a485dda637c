import { errorHint, parseLiquidError } from '@carrier/contracts';

export type DebugEntry = { id: number; message: string; hint?: { before: string; after: string } };

let nextId = 0;

/**
 * Debug console entries from error strings. A Liquid error (`liquid|line:column|message`) shows its
 * third part, with a hint of about 30 characters around the failing position of `source`.
 */
export function toDebugEntries(errors: readonly string[], source?: string): DebugEntry[] {
  return errors.map((text) => {
    const liquid = parseLiquidError(text);
    nextId += 1;
    if (!liquid) return { id: nextId, message: text };
    return {
      id: nextId,
      message: `${liquid.message} (${liquid.line}:${liquid.column})`,
      hint: source === undefined ? undefined : errorHint(source, liquid.line, liquid.column),
    };
  });
}
