import { asText, diffText, type FieldDiff } from '../templates/template-diff';
import type { AuditEntry } from './audit.repository';

/**
 * Bookkeeping, never shown as a change: columns every change touches (times, actors, a record type's
 * version counter) or that the entry's own record id, tenant, actor and time already say. The one place
 * that decides what a user sees of a change (changed fields, the diff, the CSV's `changed`).
 */
const BOOKKEEPING = new Set([
  'id',
  'tenant_id',
  'created_at',
  'created_by',
  'created_by_id',
  'last_modified_at',
  'last_modified_by',
  'last_modified_by_id',
  'updated_at',
]);
/** Counters a record type bumps on every save (a product's `version` is its identity, so it stays). */
const COUNTERS: Partial<Record<string, ReadonlySet<string>>> = { template: new Set(['version']) };

type Change = Pick<AuditEntry, 'recordType' | 'before' | 'after'>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('omitted' in value);

/** A record's fields, an object column's keys one level down (`content.bodyLiquid`), bookkeeping left out. */
function fieldsOf(recordType: string, record: Record<string, unknown> | null): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record ?? {})) {
    if (BOOKKEEPING.has(key) || COUNTERS[recordType]?.has(key)) continue;
    if (isPlainObject(value))
      for (const [inner, innerValue] of Object.entries(value)) fields.set(`${key}.${inner}`, innerValue);
    else fields.set(key, value);
  }
  return fields;
}

/** Text columns holding JSON (rate-table rows, test-case values) compare as indented JSON. */
function readable(value: unknown): string {
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return asText(value);
}

/** The changed fields of an audit entry, bookkeeping columns left out, sorted by name. */
export function changedFields(entry: Change): string[] {
  const before = fieldsOf(entry.recordType, entry.before);
  const after = fieldsOf(entry.recordType, entry.after);
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => JSON.stringify(before.get(name)) !== JSON.stringify(after.get(name))).sort();
}

/** Each changed field's line diff (the template history's diff, so the studio shows both alike). */
export async function entryDiff(entry: Change): Promise<FieldDiff[]> {
  const before = fieldsOf(entry.recordType, entry.before);
  const after = fieldsOf(entry.recordType, entry.after);
  const diffs: FieldDiff[] = [];
  for (const field of changedFields(entry))
    diffs.push(await diffText(field, readable(before.get(field)), readable(after.get(field))));
  return diffs;
}
