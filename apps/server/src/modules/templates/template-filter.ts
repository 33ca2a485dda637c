import { TEMPLATE_ERRORS } from '@carrier/contracts';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Problem } from '../../core/outcome';
import { templates } from './templates.tables';

type Maybe<T> = T | null | undefined;

/** templateWhereInput (reference shape). `type_in` is a single string there: a comma-separated list. */
export type TemplateWhere = {
  and?: Maybe<ReadonlyArray<Maybe<TemplateWhere>>>;
  or?: Maybe<ReadonlyArray<Maybe<TemplateWhere>>>;
  id?: Maybe<string>;
  id_in?: Maybe<ReadonlyArray<Maybe<string>>>;
  name?: Maybe<string>;
  name_contains?: Maybe<string>;
  description_contains?: Maybe<string>;
  logicalId?: Maybe<string>;
  logicalId_in?: Maybe<ReadonlyArray<Maybe<string>>>;
  has_LogicalId?: Maybe<boolean>;
  type?: Maybe<string>;
  type_in?: Maybe<string>;
  tags_contains?: Maybe<string>;
  createdById?: Maybe<string>;
  createdById_in?: Maybe<ReadonlyArray<Maybe<string>>>;
  lastModifiedById?: Maybe<string>;
  createdAt_gt?: Maybe<Date>;
  createdAt_lt?: Maybe<Date>;
  lastModifiedAt_gt?: Maybe<Date>;
  lastModifiedAt_lt?: Maybe<Date>;
};
export type TemplateSort = { fieldName: string; type: string };

const present = <T>(value: Maybe<T>): value is T => value !== null && value !== undefined;
const strings = (values: Maybe<ReadonlyArray<Maybe<string>>>) => (values ?? []).filter(present);
const containsText = (column: PgColumn, part: string) =>
  sql`strpos(lower(coalesce(${column}, '')), lower(${part})) > 0`;
const oneOf = (column: PgColumn, values: string[]) => (values.length ? inArray(column, values) : sql`false`);

/**
 * templateWhereInput as SQL: every condition of one object must hold, `or` needs one of its items.
 * `canonicalType` maps a type value (or an alias such as smsNotification) to the stored one.
 */
export function templateWhereToSql(
  where: Maybe<TemplateWhere>,
  canonicalType: (type: string) => string,
): SQL | undefined {
  if (!where) return undefined;
  const t = templates;
  const conditions: Array<SQL | undefined> = [];
  if (present(where.id)) conditions.push(eq(t.id, where.id));
  if (present(where.id_in)) conditions.push(oneOf(t.id, strings(where.id_in)));
  if (present(where.name)) conditions.push(eq(t.name, where.name));
  if (present(where.name_contains)) conditions.push(containsText(t.name, where.name_contains));
  if (present(where.description_contains)) conditions.push(containsText(t.description, where.description_contains));
  if (present(where.logicalId)) conditions.push(eq(t.logicalId, where.logicalId));
  if (present(where.logicalId_in)) conditions.push(oneOf(t.logicalId, strings(where.logicalId_in)));
  if (present(where.has_LogicalId)) conditions.push(where.has_LogicalId ? isNotNull(t.logicalId) : isNull(t.logicalId));
  if (present(where.type)) conditions.push(eq(t.type, canonicalType(where.type)));
  if (present(where.type_in)) {
    const types = where.type_in.split(',').map((type) => type.trim());
    conditions.push(oneOf(t.type, types.filter(Boolean).map(canonicalType)));
  }
  if (present(where.tags_contains)) conditions.push(sql`${t.tags} @> ${JSON.stringify([where.tags_contains])}::jsonb`);
  if (present(where.createdById)) conditions.push(eq(t.createdById, where.createdById));
  if (present(where.createdById_in)) conditions.push(oneOf(t.createdById, strings(where.createdById_in)));
  if (present(where.lastModifiedById)) conditions.push(eq(t.lastModifiedById, where.lastModifiedById));
  if (present(where.createdAt_gt)) conditions.push(gt(t.createdAt, where.createdAt_gt));
  if (present(where.createdAt_lt)) conditions.push(lt(t.createdAt, where.createdAt_lt));
  if (present(where.lastModifiedAt_gt)) conditions.push(gt(t.lastModifiedAt, where.lastModifiedAt_gt));
  if (present(where.lastModifiedAt_lt)) conditions.push(lt(t.lastModifiedAt, where.lastModifiedAt_lt));
  for (const item of where.and ?? []) conditions.push(templateWhereToSql(item, canonicalType));
  const alternatives = (where.or ?? []).map((item) => templateWhereToSql(item, canonicalType) ?? sql`true`);
  if (alternatives.length) conditions.push(or(...alternatives));
  const defined = conditions.filter(present);
  return defined.length ? and(...defined) : undefined;
}

const SORTABLE: Record<string, PgColumn> = {
  createdAt: templates.createdAt,
  lastModifiedAt: templates.lastModifiedAt,
  name: templates.name,
  type: templates.type,
  logicalId: templates.logicalId,
};

/** ORDER BY for sortInput; createdAt descending by default, the id breaking ties. */
export function templateSortToSql(sort: Maybe<TemplateSort>): SQL[] | Problem {
  const field = sort?.fieldName ?? 'createdAt';
  const direction = (sort?.type ?? 'desc').toLowerCase();
  const column = SORTABLE[field];
  if (!column || (direction !== 'asc' && direction !== 'desc')) return TEMPLATE_ERRORS.invalidSort(field);
  const order = direction === 'asc' ? asc : desc;
  return [order(column), order(templates.id)];
}
