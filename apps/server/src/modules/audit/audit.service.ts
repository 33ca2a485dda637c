import { toCsv } from '../pricing/rate-tables-csv';
import type { AuditEntry, AuditFilter, AuditRepository } from './audit.repository';
import { changedFields } from './audit-diff';

const AUDIT_LIST_MAX_LIMIT = 200;
/** The CSV export holds at most this many entries, newest first. */
const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) starts with a quote instead. */
const formulaSafe = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const CSV_HEADER = [
  'at',
  'actor',
  'actor_id',
  'operation',
  'request',
  'record_type',
  'record_id',
  'changed',
  'before',
  'after',
];

function csvRow(entry: AuditEntry): string[] {
  return [
    entry.at.toISOString(),
    entry.actorName ?? '',
    entry.actorId ?? '',
    entry.operation,
    entry.requestOperation ?? '',
    entry.recordType,
    entry.recordId ?? '',
    changedFields(entry).join(' '),
    entry.before ? JSON.stringify(entry.before) : '',
    entry.after ? JSON.stringify(entry.after) : '',
  ].map(formulaSafe);
}

export function createAuditService(repository: AuditRepository) {
  return {
    list(tenantId: string, filter: AuditFilter, paging: { skip?: number | null; limit?: number | null }) {
      const limit = Math.min(Math.max(paging.limit ?? 50, 0), AUDIT_LIST_MAX_LIMIT);
      return repository.page(tenantId, filter, Math.max(paging.skip ?? 0, 0), limit);
    },
    /** One entry; an id that is not a number, or another tenant's, answers null. */
    find(tenantId: string, id: string) {
      return /^\d{1,15}$/.test(id) ? repository.find(tenantId, Number(id)) : Promise.resolve(null);
    },
    async exportCsv(tenantId: string, filter: AuditFilter): Promise<string> {
      const { rows } = await repository.page(tenantId, filter, 0, AUDIT_EXPORT_MAX_ROWS);
      return toCsv([CSV_HEADER, ...rows.map(csvRow)]);
    },
  };
}
