import { and, eq, gt, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The filter vocabulary of the reference's where inputs, once for every repository: `field` is equal,
 * `field_contains` is a case-insensitive substring, `field_in` is one of a list (an empty list selects
 * nothing), `field_gt`/`field_lt` are strict bounds; `and` needs every item, `or` one of them.
 */
export type Maybe<T> = T | null | undefined;
export type StringList = Maybe<ReadonlyArray<Maybe<string>>>;

export const present = <T>(value: Maybe<T>): value is T => value !== null && value !== undefined;

/** The text with LIKE's own characters (`\`, `%`, `_`) taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** `column` holds `part`, ignoring case; `%` and `_` in `part` are literal. */
export const containsText = (column: PgColumn | SQL, part: string): SQL => ilike(column, `%${escapeLike(part)}%`);

/** `column` is one of `values`; an empty list selects nothing. */
export function oneOf(column: PgColumn, values: StringList): SQL {
  const list = (values ?? []).filter(present);
  return list.length ? inArray(column, list) : sql`false`;
}

/** createdAt/lastModifiedAt bounds and who created or last modified a row, as every where input has them. */
export type AuditWhere = {
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
export type AuditColumns = {
  createdAt: PgColumn;
  createdById: PgColumn;
  lastModifiedAt: PgColumn;
  lastModifiedById: PgColumn;
};

/** `field`, `field_contains` and `field_in` of one text column. */
function textConditions(column: PgColumn, exact: Maybe<string>, part: Maybe<string>, list: StringList) {
  const conditions: SQL[] = [];
  if (present(exact)) conditions.push(eq(column, exact));
  if (present(part)) conditions.push(containsText(column, part));
  if (present(list)) conditions.push(oneOf(column, list));
  return conditions;
}

/** `field_gt` and `field_lt` of one column. */
function rangeConditions<T>(column: PgColumn, after: Maybe<T>, before: Maybe<T>): SQL[] {
  const conditions: SQL[] = [];
  if (present(after)) conditions.push(gt(column, after));
  if (present(before)) conditions.push(lt(column, before));
  return conditions;
}

export function auditConditions(where: AuditWhere, columns: AuditColumns): SQL[] {
  return [
    ...rangeConditions(columns.createdAt, where.createdAt_gt, where.createdAt_lt),
    ...rangeConditions(columns.lastModifiedAt, where.lastModifiedAt_gt, where.lastModifiedAt_lt),
    ...textConditions(columns.createdById, where.createdById, where.createdById_contains, where.createdById_in),
    ...textConditions(
      columns.lastModifiedById,
      where.lastModifiedById,
      where.lastModifiedById_contains,
      where.lastModifiedById_in,
    ),
  ];
}

type Nested<W> = { and?: Maybe<ReadonlyArray<Maybe<W>>>; or?: Maybe<ReadonlyArray<Maybe<W>>> };

/**
 * A where input as SQL: the conditions `own` reads from one object must all hold, so must each `and`
 * item, and one `or` item (an empty item matches everything). Undefined when nothing filters.
 */
export function whereToSql<W extends Nested<W>>(
  where: Maybe<W>,
  own: (where: W) => ReadonlyArray<SQL | undefined>,
): SQL | undefined {
  if (!where) return undefined;
  const conditions: Array<SQL | undefined> = [...own(where)];
  for (const item of (where.and ?? []).filter(present)) conditions.push(whereToSql(item, own));
  const alternatives = (where.or ?? []).filter(present).map((item) => whereToSql(item, own) ?? sql`true`);
  if (alternatives.length) conditions.push(or(...alternatives));
  const defined = conditions.filter(present);
  return defined.length ? and(...defined) : undefined;
}
