import type { StreamEntry } from './history.repository';

/** A record's fields as one version holds them (audit column names; long values possibly `{ omitted, sha256 }`). */
export type Snapshot = Record<string, unknown>;

/** The rows of a record's streams as of one version, by record type. */
export type RowsAsOf = (recordType: string) => Array<{ recordId: string; row: Record<string, unknown> }>;

export type HistoryVersion = {
  /** The id of the version's last audit entry. */
  id: string;
  /** 1 for the oldest kept state, counting up. */
  version: number;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  /** An earlier version this one holds exactly (a restore, or a change undone by hand), else null. */
  sameAs: number | null;
  snapshot: Snapshot;
};

/**
 * The versions of a record from its audit entries (oldest first): the entries of one transaction (one
 * `at`) make one save; after each, the record's snapshot is taken from every stream's latest row, and a
 * save that leaves the snapshot as it was (a change of fields the history does not show) is no version.
 */
export function foldVersions(entries: readonly StreamEntry[], snapshotOf: (rows: RowsAsOf) => Snapshot | null) {
  const rows = new Map<string, { recordType: string; recordId: string; row: Record<string, unknown> }>();
  const rowsAsOf: RowsAsOf = (recordType) =>
    [...rows.values()]
      .filter((entry) => entry.recordType === recordType)
      .map(({ recordId, row }) => ({ recordId, row }));
  const versions: HistoryVersion[] = [];
  let previous: string | null = null;
  const seen = new Map<string, number>();
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index] as StreamEntry;
    const key = `${entry.recordType}\u0000${entry.recordId}`;
    if (entry.operation === 'delete' || !entry.after) rows.delete(key);
    else rows.set(key, { recordType: entry.recordType, recordId: entry.recordId ?? '', row: entry.after });
    const next = entries[index + 1];
    if (next && next.at.getTime() === entry.at.getTime()) continue;
    const snapshot = snapshotOf(rowsAsOf);
    const text = snapshot === null ? null : JSON.stringify(snapshot);
    if (snapshot === null || text === null || text === previous) continue;
    // Before anything was saved (a product created without a rule) there is no version yet.
    if (versions.length === 0 && Object.values(snapshot).every((value) => value === null)) continue;
    previous = text;
    versions.push({
      id: String(entry.id),
      version: versions.length + 1,
      at: entry.at,
      actorId: entry.actorId,
      actorName: entry.actorName,
      sameAs: seen.get(text) ?? null,
      snapshot,
    });
    if (!seen.has(text)) seen.set(text, versions.length);
  }
  return versions;
}

type Omitted = { omitted: true; sha256: string };
const isOmitted = (value: unknown): value is Omitted =>
  typeof value === 'object' && value !== null && (value as { omitted?: unknown }).omitted === true;

/** The sha256 of every long value a snapshot left out. */
export function omittedHashes(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isOmitted(value)) into.add(value.sha256);
  else if (Array.isArray(value)) for (const item of value) omittedHashes(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) omittedHashes(item, into);
  return into;
}

/** The snapshot with each long value put back; null when one was never kept (recorded before audit_values). */
export function withValues(value: unknown, values: ReadonlyMap<string, unknown>): unknown {
  if (isOmitted(value)) return values.has(value.sha256) ? values.get(value.sha256) : MISSING;
  if (Array.isArray(value)) return value.map((item) => withValues(item, values));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withValues(item, values)]));
  return value;
}

/** Stands for a long value not kept. */
const MISSING = Symbol('missing');

export function hasMissing(value: unknown): boolean {
  if (value === MISSING) return true;
  if (Array.isArray(value)) return value.some(hasMissing);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasMissing);
  return false;
}
