import { TEMPLATE_ERRORS } from '@carrier/contracts';
import { asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Problem } from '../../core/outcome';
import {
  type AuditWhere,
  auditConditions,
  containsText,
  type Maybe,
  oneOf,
  present,
  type StringList,
  whereToSql,
} from '../../platform/db/filters';
import { templates } from './templates.tables';

/** templateWhereInput (reference shape). `type_in` is a single string there: a comma-separated list. */
export type TemplateWhere = AuditWhere & {
  and?: Maybe<ReadonlyArray<Maybe<TemplateWhere>>>;
  or?: Maybe<ReadonlyArray<Maybe<TemplateWhere>>>;
  id?: Maybe<string>;
  id_in?: StringList;
  name?: Maybe<string>;
  name_contains?: Maybe<string>;
  description_contains?: Maybe<string>;
  logicalId?: Maybe<string>;
  logicalId_in?: StringList;
  has_LogicalId?: Maybe<boolean>;
  type?: Maybe<string>;
  type_in?: Maybe<string>;
  tags_contains?: Maybe<string>;
};
export type TemplateSort = { fieldName: string; type: string };

/**
 * templateWhereInput as SQL: every condition of one object must hold, `or` needs one of its items.
 * `canonicalType` maps a type value (or an alias such as smsNotification) to the stored one.
 */
export function templateWhereToSql(
  where: Maybe<TemplateWhere>,
  canonicalType: (type: string) => string,
): SQL | undefined {
  const t = templates;
  return whereToSql(where, (item) => [
    present(item.id) ? eq(t.id, item.id) : undefined,
    present(item.id_in) ? oneOf(t.id, item.id_in) : undefined,
    present(item.name) ? eq(t.name, item.name) : undefined,
    present(item.name_contains) ? containsText(t.name, item.name_contains) : undefined,
    present(item.description_contains)
      ? containsText(sql`coalesce(${t.description}, '')`, item.description_contains)
      : undefined,
    present(item.logicalId) ? eq(t.logicalId, item.logicalId) : undefined,
    present(item.logicalId_in) ? oneOf(t.logicalId, item.logicalId_in) : undefined,
    present(item.has_LogicalId) ? (item.has_LogicalId ? isNotNull(t.logicalId) : isNull(t.logicalId)) : undefined,
    present(item.type) ? eq(t.type, canonicalType(item.type)) : undefined,
    present(item.type_in)
      ? oneOf(
          t.type,
          item.type_in
            .split(',')
            .map((type) => type.trim())
            .filter(Boolean)
            .map(canonicalType),
        )
      : undefined,
    present(item.tags_contains) ? sql`${t.tags} @> ${JSON.stringify([item.tags_contains])}::jsonb` : undefined,
    ...auditConditions(item, t),
  ]);
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
