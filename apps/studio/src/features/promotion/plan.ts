import type { ResultOf } from '../../api/graphql';
import type { FieldDiff } from '../history/history-source';
import type { PromotionPlanQuery } from './graphql';

export type PromotionPlan = ResultOf<typeof PromotionPlanQuery>['promotionPlan'];
export type PlanEntry = PromotionPlan['entries'][number];
export type EntryStatus = 'new' | 'changed' | 'unchanged';
export const STATUSES: readonly EntryStatus[] = ['new', 'changed', 'unchanged'];

type DiffLine = FieldDiff['hunks'][number]['lines'][number];

/** The plan's entries by status, in the order new, changed, unchanged (an unknown status counts as changed). */
export function groupByStatus(entries: readonly PlanEntry[]): Record<EntryStatus, PlanEntry[]> {
  const groups: Record<EntryStatus, PlanEntry[]> = { new: [], changed: [], unchanged: [] };
  for (const entry of entries) groups[STATUSES.find((s) => s === entry.status) ?? 'changed'].push(entry);
  return groups;
}

/** How many entries applying the plan copies (new and changed ones). */
export const copiedCount = (entries: readonly PlanEntry[]) =>
  entries.filter((entry) => entry.status !== 'unchanged').length;

/** Unchanged lines shown around a change, as the version history shows them. */
const CONTEXT = 3;

/** A JSON-encoded value as the lines a diff shows: text as it is, anything else as indented JSON; absent is no line. */
function linesOf(encoded: string | null | undefined): string[] {
  if (encoded === null || encoded === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(encoded);
  } catch {
    value = encoded;
  }
  if (value === null) return [];
  return (typeof value === 'string' ? value : JSON.stringify(value, null, 2)).split('\n');
}

/**
 * One field's change in the version history's diff shape (`VersionDiff`): the lines both sides share at the start and
 * the end frame the lines that differ (removed, then added), with up to three unchanged lines around them.
 */
export function fieldDiff(change: PlanEntry['changes'][number]): FieldDiff {
  const before = linesOf(change.before);
  const after = linesOf(change.after);
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail++;
  const start = Math.max(0, head - CONTEXT);
  const lines: DiffLine[] = [];
  const same = (index: number) =>
    lines.push({
      kind: 'same',
      text: before[index] ?? '',
      oldNumber: index + 1,
      newNumber: index + 1 + after.length - before.length,
    });
  for (let index = start; index < head; index++)
    lines.push({ kind: 'same', text: before[index] ?? '', oldNumber: index + 1, newNumber: index + 1 });
  for (let index = head; index < before.length - tail; index++)
    lines.push({ kind: 'removed', text: before[index] ?? '', oldNumber: index + 1, newNumber: null });
  for (let index = head; index < after.length - tail; index++)
    lines.push({ kind: 'added', text: after[index] ?? '', oldNumber: null, newNumber: index + 1 });
  for (let index = before.length - tail; index < Math.min(before.length, before.length - tail + CONTEXT); index++)
    same(index);
  return { field: change.path, tooLarge: false, hunks: [{ oldStart: start + 1, newStart: start + 1, lines }] };
}

/** The entry that needs a dependency, by key (its name when the plan lists it). */
export function requiredByName(entries: readonly PlanEntry[], key: string): string {
  return entries.find((entry) => entry.key === key)?.name ?? key;
}
