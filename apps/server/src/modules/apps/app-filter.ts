import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fail, type Outcome, ok } from '../../core/outcome';
import {
  type AuditColumns,
  type AuditWhere,
  auditConditions,
  type Maybe,
  whereToSql as nestedWhereToSql,
  oneOf,
  present,
  type StringList,
} from '../../platform/db/filters';

/** appWhereInput and CmsConfigWhereInputGraphType share these fields. */
export type AppWhere = AuditWhere & {
  and?: Maybe<ReadonlyArray<Maybe<AppWhere>>>;
  or?: Maybe<ReadonlyArray<Maybe<AppWhere>>>;
  appId?: Maybe<string>;
  appId_in?: StringList;
};
export type AppSort = { fieldName: string; type: string };

type Columns = AuditColumns & { appId: PgColumn };

/** The where input as SQL: every condition of one object must hold, `or` needs one of its items. */
export function whereToSql(where: Maybe<AppWhere>, columns: Columns): SQL | undefined {
  return nestedWhereToSql(where, (item) => [
    present(item.appId) ? eq(columns.appId, item.appId) : undefined,
    present(item.appId_in) ? oneOf(columns.appId, item.appId_in) : undefined,
    ...auditConditions(item, columns),
  ]);
}

/** sortInput over the columns a list may be ordered by; createdAt descending by default. */
export function sortToSql(sort: Maybe<AppSort>, columns: Record<string, PgColumn>, tieBreak: PgColumn): Outcome<SQL[]> {
  // Newest first, read backwards along the (tenant, created_at, id) index.
  if (!sort) return ok([desc(columns.createdAt as PgColumn), desc(tieBreak)]);
  const column = columns[sort.fieldName];
  const direction = sort.type.toLowerCase();
  if (!column || (direction !== 'asc' && direction !== 'desc'))
    return fail({
      code: 'invalid_sort',
      message: `Sort by one of ${Object.keys(columns).join(', ')}, 'asc' or 'desc'.`,
    });
  const order = direction === 'asc' ? asc : desc;
  return ok([order(column), order(tieBreak)]);
}
