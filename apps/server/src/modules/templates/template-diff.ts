import { type StructuredPatch, structuredPatch } from 'diff';
import { HIDDEN_VALUE, type TemplateSnapshot, WRITE_ONLY_CONTENT_KEYS } from './template-snapshot';

export type DiffLine = {
  kind: 'added' | 'removed' | 'same';
  text: string;
  oldNumber: number | null;
  newNumber: number | null;
};
export type DiffHunk = { oldStart: number; newStart: number; lines: DiffLine[] };
/** The changed lines of one field; `tooLarge` when the change was too costly to compute line by line. */
export type FieldDiff = { field: string; hunks: DiffHunk[]; tooLarge: boolean };

/** Unchanged lines shown around each change. */
const CONTEXT_LINES = 3;
/**
 * Limits for untrusted sizes (a field may hold 1 MB of JSON): past this many changed lines, or this
 * long, a field's diff answers `tooLarge` instead of hunks. jsdiff's async mode yields to other
 * requests after each edit step (1-3 ms each on a busy machine), so the worst diff takes a few
 * seconds but blocks nobody; edits of a few lines take under a millisecond.
 */
export const DIFF_LIMITS = { maxEditLength: 1_000, timeoutMs: 5_000 } as const;

const COMMON_FIELDS = ['name', 'description', 'logicalId', 'graphQlQuery', 'tags'] as const;

/** A field's value as the lines a diff compares: text as it is, anything else as indented JSON. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** Every field of a snapshot as text: the common fields, then the kind's content as `content.<key>`. */
function fieldTexts(snapshot: TemplateSnapshot | null, contentKeys: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const field of COMMON_FIELDS)
    texts.set(field, field === 'tags' ? (snapshot?.tags ?? []).join('\n') : asText(snapshot?.[field]));
  for (const key of contentKeys) texts.set(`content.${key}`, asText(snapshot?.content[key]));
  return texts;
}

/** jsdiff in async mode (see DIFF_LIMITS). */
function patchOf(before: string, after: string): Promise<StructuredPatch | undefined> {
  return new Promise((resolve) => {
    structuredPatch('before', 'after', before, after, undefined, undefined, {
      context: CONTEXT_LINES,
      maxEditLength: DIFF_LIMITS.maxEditLength,
      timeout: DIFF_LIMITS.timeoutMs,
      callback: resolve,
    });
  });
}

/** A hunk's `+`/`-`/` ` lines with their numbers on each side ("\ No newline" markers left out). */
function hunkLines(hunk: StructuredPatch['hunks'][number]): DiffHunk {
  let oldNumber = hunk.oldStart;
  let newNumber = hunk.newStart;
  const lines: DiffLine[] = [];
  for (const line of hunk.lines) {
    const text = line.slice(1);
    if (line.startsWith('+')) lines.push({ kind: 'added', text, oldNumber: null, newNumber: newNumber++ });
    else if (line.startsWith('-')) lines.push({ kind: 'removed', text, oldNumber: oldNumber++, newNumber: null });
    else if (line.startsWith(' ')) lines.push({ kind: 'same', text, oldNumber: oldNumber++, newNumber: newNumber++ });
  }
  return { oldStart: hunk.oldStart, newStart: hunk.newStart, lines };
}

/** A write-only field's change: that it was set, changed or cleared, never its values. */
function hiddenChange(field: string, before: string, after: string): FieldDiff {
  const lines: DiffLine[] = [];
  if (before) lines.push({ kind: 'removed', text: HIDDEN_VALUE, oldNumber: 1, newNumber: null });
  if (after) lines.push({ kind: 'added', text: HIDDEN_VALUE, oldNumber: null, newNumber: 1 });
  return { field, hunks: [{ oldStart: 1, newStart: 1, lines }], tooLarge: false };
}

/** The line diff of every field that differs between two snapshots, in a fixed field order. */
export async function diffSnapshots(before: TemplateSnapshot, after: TemplateSnapshot): Promise<FieldDiff[]> {
  const contentKeys = [...new Set([...Object.keys(before.content), ...Object.keys(after.content)])].sort();
  const beforeTexts = fieldTexts(before, contentKeys);
  const afterTexts = fieldTexts(after, contentKeys);
  const diffs: FieldDiff[] = [];
  for (const [field, beforeText] of beforeTexts) {
    const afterText = afterTexts.get(field) ?? '';
    if (beforeText === afterText) continue;
    if (WRITE_ONLY_CONTENT_KEYS.has(field.replace(/^content\./, ''))) {
      diffs.push(hiddenChange(field, beforeText, afterText));
      continue;
    }
    diffs.push(await diffText(field, beforeText, afterText));
  }
  return diffs;
}

/** The line diff of one field's texts (also the audit trail's), `tooLarge` past DIFF_LIMITS. */
export async function diffText(field: string, before: string, after: string): Promise<FieldDiff> {
  const patch = await patchOf(before, after);
  return patch ? { field, hunks: patch.hunks.map(hunkLines), tooLarge: false } : { field, hunks: [], tooLarge: true };
}
