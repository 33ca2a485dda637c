import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { cases, policies, transactions } from './platform-data.tables';

type Maybe<T> = T | null | undefined;
/** The filter the three lists share (a subset of policyWhereInput, caseWhere, transactionWhereInput). */
export type DataWhere = {
  and?: Maybe<ReadonlyArray<Maybe<DataWhere>>>;
  or?: Maybe<ReadonlyArray<Maybe<DataWhere>>>;
  id?: Maybe<string>;
  id_in?: Maybe<ReadonlyArray<Maybe<string>>>;
  status?: Maybe<string>;
  status_in?: Maybe<ReadonlyArray<Maybe<string>>>;
  number?: Maybe<string>;
  policyId?: Maybe<string>;
};
export type DataSort = { fieldName: string; type: string };

const DATA_TABLES = {
  policies: { table: policies, number: policies.issuerNumber, policyId: undefined },
  cases: { table: cases, number: cases.caseNumber, policyId: undefined },
  transactions: { table: transactions, number: transactions.transactionNumber, policyId: transactions.policyId },
} as const;
export type DataKind = keyof typeof DATA_TABLES;
export type PolicyRow = typeof policies.$inferSelect;
export type CaseRow = typeof cases.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type RowOf<K extends DataKind> = (typeof DATA_TABLES)[K]['table']['$inferSelect'];
export type NewRowOf<K extends DataKind> = (typeof DATA_TABLES)[K]['table']['$inferInsert'];

type Columns = { id: PgColumn; status: PgColumn; number: PgColumn; policyId?: PgColumn };

function whereSql(where: Maybe<DataWhere>, columns: Columns): SQL | undefined {
  if (!where) return undefined;
  const conditions: Array<SQL | undefined> = [];
  const list = (values: Maybe<ReadonlyArray<Maybe<string>>>) => (values ?? []).filter((v): v is string => !!v);
  if (where.id) conditions.push(eq(columns.id, where.id));
  if (where.id_in) conditions.push(list(where.id_in).length ? inArray(columns.id, list(where.id_in)) : sql`false`);
  if (where.status) conditions.push(eq(columns.status, where.status));
  if (where.status_in)
    conditions.push(list(where.status_in).length ? inArray(columns.status, list(where.status_in)) : sql`false`);
  if (where.number) conditions.push(eq(columns.number, where.number));
  if (where.policyId) conditions.push(columns.policyId ? eq(columns.policyId, where.policyId) : sql`false`);
  for (const item of where.and ?? []) conditions.push(whereSql(item, columns));
  const alternatives = (where.or ?? []).map((item) => whereSql(item, columns) ?? sql`true`);
  if (alternatives.length) conditions.push(or(...alternatives));
  const defined = conditions.filter((condition): condition is SQL => condition !== undefined);
  return defined.length ? and(...defined) : undefined;
}

const SORTABLE = ['createdAt', 'lastModifiedAt', 'status', 'id'] as const;

export function createPlatformDataRepository(db: DbExecutor) {
  return {
    async page<K extends DataKind>(
      kind: K,
      tenantId: string,
      query: { where?: Maybe<DataWhere>; sort?: Maybe<DataSort>; limit: number; skip: number },
    ): Promise<{ totalCount: number; rows: RowOf<K>[] }> {
      const { table, number, policyId } = DATA_TABLES[kind];
      const columns = { id: table.id, status: table.status, number, policyId } as Columns;
      const where = ofTenant(table, tenantId, whereSql(query.where, columns));
      const field = SORTABLE.find((name) => name === query.sort?.fieldName) ?? 'createdAt';
      const order = (query.sort?.type ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
      const [total] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where);
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(order(table[field]), order(table.id))
        .limit(query.limit)
        .offset(query.skip);
      return { totalCount: total?.n ?? 0, rows: rows as RowOf<K>[] };
    },

    async insert<K extends DataKind>(kind: K, rows: NewRowOf<K>[]) {
      if (rows.length) await db.insert(DATA_TABLES[kind].table).values(rows).onConflictDoNothing();
    },

    async update<K extends DataKind>(kind: K, tenantId: string, id: string, changes: Partial<NewRowOf<K>>) {
      const { table } = DATA_TABLES[kind];
      const updated = await db
        .update(table)
        .set({ ...changes, lastModifiedAt: new Date() })
        .where(ofTenant(table, tenantId, eq(table.id, id)))
        .returning({ id: table.id });
      return updated.length > 0;
    },
  };
}
