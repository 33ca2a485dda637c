import { and, asc, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fail, type Outcome, ok } from '../../core/outcome';

type Maybe<T> = T | null | undefined;
type StringList = Maybe<ReadonlyArray<Maybe<string>>>;

/** appWhereInput and CmsConfigWhereInputGraphType share these fields. */
export type AppWhere = {
  and?: Maybe<ReadonlyArray<Maybe<AppWhere>>>;
  or?: Maybe<ReadonlyArray<Maybe<AppWhere>>>;
  appId?: Maybe<string>;
  appId_in?: StringList;
  createdAt_gt?: Maybe<Date>;
  createdAt_lt?: Maybe<Date>;
  createdById?: Maybe<string>;
  createdById_contains?: Maybe<string>;
  createdById_in?: StringList;
  lastModifiedAt_gt?: Maybe<Date>;
  lastModifiedAt_lt?: Maybe<Date>;
  lastModifiedById?: Maybe<string>;
  lastModifiedById_contains?: Maybe<string>;
  lastModifiedById_in?: StringList;
};
export type AppSort = { fieldName: string; type: string };

type Columns = {
  appId: PgColumn;
  createdAt: PgColumn;
  createdById: PgColumn;
  lastModifiedAt: PgColumn;
  lastModifiedById: PgColumn;
};

const present = <T>(value: Maybe<T>): value is T => value !== null && value !== undefined;
const among = (column: PgColumn, values: StringList) => {
  const list = (values ?? []).filter(present);
  return list.length ? inArray(column, list) : sql`false`;
};

function userConditions(column: PgColumn, exact: Maybe<string>, part: Maybe<string>, list: StringList): SQL[] {
  const conditions: SQL[] = [];
  if (present(exact)) conditions.push(eq(column, exact));
  if (present(part)) conditions.push(sql`strpos(${column}, ${part}) > 0`);
  if (present(list)) conditions.push(among(column, list));
  return conditions;
}

/** The where input as SQL: every condition of one object must hold, `or` needs one of its items. */
export function whereToSql(where: Maybe<AppWhere>, columns: Columns): SQL | undefined {
  if (!where) return undefined;
  const conditions: Array<SQL | undefined> = [
    present(where.appId) ? eq(columns.appId, where.appId) : undefined,
    present(where.appId_in) ? among(columns.appId, where.appId_in) : undefined,
    present(where.createdAt_gt) ? gt(columns.createdAt, where.createdAt_gt) : undefined,
    present(where.createdAt_lt) ? lt(columns.createdAt, where.createdAt_lt) : undefined,
    present(where.lastModifiedAt_gt) ? gt(columns.lastModifiedAt, where.lastModifiedAt_gt) : undefined,
    present(where.lastModifiedAt_lt) ? lt(columns.lastModifiedAt, where.lastModifiedAt_lt) : undefined,
    ...userConditions(columns.createdById, where.createdById, where.createdById_contains, where.createdById_in),
    ...userConditions(
      columns.lastModifiedById,
      where.lastModifiedById,
      where.lastModifiedById_contains,
      where.lastModifiedById_in,
    ),
  ];
  for (const item of (where.and ?? []).filter(present)) conditions.push(whereToSql(item, columns));
  const alternatives = (where.or ?? []).filter(present).map((item) => whereToSql(item, columns) ?? sql`true`);
  if (alternatives.length) conditions.push(or(...alternatives));
  const defined = conditions.filter(present);
  return defined.length ? and(...defined) : undefined;
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
