import { PRODUCT_ERRORS } from '@carrier/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, lt, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Problem } from '../../core/outcome';
import { l10nTexts } from '../l10n/l10n.tables';
import { productBenefits, products } from './products.tables';

type Maybe<T> = T | null | undefined;
type StringList = Maybe<ReadonlyArray<Maybe<string>>>;

export type ProductIdValue = { plan: string; type: string; version?: Maybe<string> };
export type ProductIdWhere = {
  plan?: Maybe<string>;
  plan_contains?: Maybe<string>;
  plan_in?: StringList;
  type?: Maybe<string>;
  type_contains?: Maybe<string>;
  type_in?: StringList;
  version?: Maybe<string>;
  version_contains?: Maybe<string>;
  version_in?: StringList;
  version_ncontains?: Maybe<string>;
};
type InsurerWhere = { id?: Maybe<string>; id_contains?: Maybe<string>; id_in?: StringList };
export type ProductWhere = {
  and?: Maybe<ReadonlyArray<Maybe<ProductWhere>>>;
  or?: Maybe<ReadonlyArray<Maybe<ProductWhere>>>;
  productId?: Maybe<ProductIdWhere>;
  id_in?: Maybe<ReadonlyArray<Maybe<ProductIdValue>>>;
  name_contains?: Maybe<string>;
  insurer?: Maybe<InsurerWhere>;
  status?: Maybe<string>;
  status_in?: StringList;
  status_not_in?: StringList;
  lifecycleStage?: Maybe<string>;
  launchPeriodStartDate_gt?: Maybe<string>;
  launchPeriodStartDate_lt?: Maybe<string>;
  launchPeriodEndDate_gt?: Maybe<string>;
  launchPeriodEndDate_lt?: Maybe<string>;
  tags_some?: Maybe<TagWhere>;
  issuerProductId?: Maybe<string>;
  changeEffectiveDate_gt?: Maybe<string>;
  changeEffectiveDate_lt?: Maybe<string>;
  productTreeId_exists?: Maybe<boolean>;
  /** Only the session's tenant is ever read: another tenant's id selects nothing. */
  tenantId?: Maybe<string>;
  tenantId_in?: StringList;
  benefits_some?: Maybe<BenefitWhere>;
};
/** Products with at least one benefit row matching; rawData compares numbers as numbers, else as JSON text. */
export type BenefitWhere = {
  typeId?: Maybe<string>;
  typeId_in?: StringList;
  rawData_gt?: Maybe<string>;
  rawData_lt?: Maybe<string>;
  and?: Maybe<ReadonlyArray<Maybe<BenefitWhere>>>;
  or?: Maybe<ReadonlyArray<Maybe<BenefitWhere>>>;
};
/** A tag is known by its type, which is also its id. */
export type TagWhere = { id?: Maybe<string>; id_in?: StringList; type?: Maybe<string>; type_in?: StringList };
export type ProductSort = { fieldName: string; type: string };

const present = <T>(value: Maybe<T>): value is T => value !== null && value !== undefined;
const list = (values: StringList) => (values ?? []).filter(present);
const contains = (column: SQL | PgColumn, part: string) => sql`strpos(${column}, ${part}) > 0`;

/** The product's name key, built in SQL the way productTextKeys.name builds it. */
const nameKey = sql`'products-' || ${products.plan} || '|' || ${products.version} || '|' || ${products.type} || '-name'`;

/** The name a reader in `locale` sees (falling back to en-US), as a correlated subquery. */
export function nameExpression(locale: string): SQL<string | null> {
  return sql<
    string | null
  >`(select ${l10nTexts.value} from ${l10nTexts} where ${l10nTexts.tenantId} = ${products.tenantId}
    and ${l10nTexts.key} = ${nameKey} and ${l10nTexts.locale} in (${locale}, 'en-US')
    order by (${l10nTexts.locale} = ${locale}) desc limit 1)`;
}

function idConditions(where: ProductIdWhere): SQL[] {
  const conditions: SQL[] = [];
  const columns = { plan: products.plan, type: products.type, version: products.version } as const;
  for (const field of ['plan', 'type', 'version'] as const) {
    const column = columns[field];
    const exact = where[field];
    if (present(exact)) conditions.push(eq(column, exact));
    const part = where[`${field}_contains`];
    if (present(part)) conditions.push(contains(column, part));
    const among = where[`${field}_in`];
    if (present(among)) conditions.push(list(among).length ? inArray(column, list(among)) : sql`false`);
  }
  if (present(where.version_ncontains)) conditions.push(not(contains(products.version, where.version_ncontains)));
  return conditions;
}

function referenceFieldConditions(where: ProductWhere): SQL[] {
  const conditions: SQL[] = [];
  if (present(where.status)) conditions.push(eq(products.status, where.status));
  if (present(where.status_in)) {
    conditions.push(list(where.status_in).length ? inArray(products.status, list(where.status_in)) : sql`false`);
  }
  if (present(where.status_not_in) && list(where.status_not_in).length) {
    conditions.push(or(isNull(products.status), notInArray(products.status, list(where.status_not_in))) as SQL);
  }
  if (present(where.lifecycleStage)) conditions.push(eq(products.lifecycleStage, where.lifecycleStage));
  const dates = [
    [products.launchPeriodStartDate, where.launchPeriodStartDate_gt, where.launchPeriodStartDate_lt],
    [products.launchPeriodEndDate, where.launchPeriodEndDate_gt, where.launchPeriodEndDate_lt],
  ] as const;
  for (const [column, after, before] of dates) {
    if (present(after)) conditions.push(gt(column, after));
    if (present(before)) conditions.push(lt(column, before));
  }
  const tags = where.tags_some;
  if (tags) {
    const wanted = [tags.id, tags.type].filter(present);
    for (const tag of wanted) conditions.push(sql`${products.tags} @> ${JSON.stringify([tag])}::jsonb`);
    for (const among of [tags.id_in, tags.type_in].filter(present)) {
      const values = list(among).map((tag) => sql`${tag}`);
      conditions.push(
        values.length ? sql`${products.tags} ?| array[${sql.join(values, sql`, `)}]::text[]` : sql`false`,
      );
    }
  }
  return conditions;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** One bound of a benefit's raw data: numerically for a number, else on the JSON text. */
function rawDataBound(bound: string, compare: '>' | '<'): SQL {
  const operator = sql.raw(compare);
  if (NUMBER.test(bound)) {
    return sql`(jsonb_typeof(${productBenefits.valueJson}::jsonb) = 'number' and (${productBenefits.valueJson})::numeric ${operator} ${bound}::numeric)`;
  }
  return sql`${productBenefits.valueJson} ${operator} ${JSON.stringify(bound)}`;
}

/** benefitWhere as a condition on product_benefits rows. */
function benefitConditions(where: BenefitWhere): SQL {
  const conditions: SQL[] = [];
  if (present(where.typeId)) conditions.push(eq(productBenefits.typeId, where.typeId));
  if (present(where.typeId_in))
    conditions.push(list(where.typeId_in).length ? inArray(productBenefits.typeId, list(where.typeId_in)) : sql`false`);
  if (present(where.rawData_gt)) conditions.push(rawDataBound(where.rawData_gt, '>'));
  if (present(where.rawData_lt)) conditions.push(rawDataBound(where.rawData_lt, '<'));
  for (const item of (where.and ?? []).filter(present)) conditions.push(benefitConditions(item));
  const alternatives = (where.or ?? []).filter(present).map(benefitConditions);
  if (alternatives.length) conditions.push(or(...alternatives) as SQL);
  return conditions.length ? (and(...conditions) as SQL) : sql`true`;
}

function identifierConditions(where: ProductWhere): SQL[] {
  const conditions: SQL[] = [];
  if (present(where.issuerProductId)) conditions.push(eq(products.issuerProductId, where.issuerProductId));
  if (present(where.changeEffectiveDate_gt))
    conditions.push(gt(products.changeEffectiveDate, where.changeEffectiveDate_gt));
  if (present(where.changeEffectiveDate_lt))
    conditions.push(lt(products.changeEffectiveDate, where.changeEffectiveDate_lt));
  if (present(where.productTreeId_exists))
    conditions.push(
      where.productTreeId_exists ? sql`${products.productTreeId} is not null` : isNull(products.productTreeId),
    );
  if (present(where.tenantId)) conditions.push(eq(products.tenantId, where.tenantId));
  if (present(where.tenantId_in))
    conditions.push(list(where.tenantId_in).length ? inArray(products.tenantId, list(where.tenantId_in)) : sql`false`);
  if (where.benefits_some) {
    conditions.push(
      sql`exists (select 1 from ${productBenefits} where ${productBenefits.productId} = ${products.id} and ${benefitConditions(where.benefits_some)})`,
    );
  }
  return conditions;
}

/** productWhereInput as SQL; every condition of one object must hold (and), `or` needs one of its items. */
export function whereToSql(where: Maybe<ProductWhere>, locale: string): SQL | undefined {
  if (!where) return undefined;
  const conditions: Array<SQL | undefined> = [];
  if (where.productId) conditions.push(...idConditions(where.productId));
  if (where.id_in) {
    const ids = where.id_in.filter(present);
    conditions.push(
      ids.length
        ? or(
            ...ids.map((id) =>
              and(eq(products.plan, id.plan), eq(products.type, id.type), eq(products.version, id.version ?? '')),
            ),
          )
        : sql`false`,
    );
  }
  if (present(where.name_contains)) {
    conditions.push(sql`strpos(lower(coalesce(${nameExpression(locale)}, '')), lower(${where.name_contains})) > 0`);
  }
  if (where.insurer) {
    const insurer = where.insurer;
    if (present(insurer.id)) conditions.push(eq(products.insurerId, insurer.id));
    if (present(insurer.id_contains)) conditions.push(contains(products.insurerId, insurer.id_contains));
    if (present(insurer.id_in))
      conditions.push(list(insurer.id_in).length ? inArray(products.insurerId, list(insurer.id_in)) : sql`false`);
  }
  conditions.push(...referenceFieldConditions(where), ...identifierConditions(where));
  for (const item of where.and ?? []) conditions.push(whereToSql(item, locale));
  const alternatives = (where.or ?? []).map((item) => whereToSql(item, locale) ?? sql`true`);
  if (alternatives.length) conditions.push(or(...alternatives));
  const defined = conditions.filter(present);
  return defined.length ? and(...defined) : undefined;
}

const SORTABLE: Record<string, (locale: string) => SQL | PgColumn> = {
  createdAt: () => products.createdAt,
  lastModifiedAt: () => products.lastModifiedAt,
  plan: () => products.plan,
  type: () => products.type,
  version: () => products.version,
  'productId.plan': () => products.plan,
  'productId.type': () => products.type,
  'productId.version': () => products.version,
  insurerId: () => products.insurerId,
  'insurer.id': () => products.insurerId,
  name: nameExpression,
};

/** The problem with a sortInput (an unknown field or direction), or null. */
export function sortProblem(sort: Maybe<ProductSort>): Problem | null {
  const result = sortToSql(sort, 'en-US');
  return Array.isArray(result) ? null : result;
}

/** ORDER BY for sortInput; createdAt descending by default, the row id breaking ties. */
export function sortToSql(sort: Maybe<ProductSort>, locale: string): SQL[] | Problem {
  const field = sort?.fieldName ?? 'createdAt';
  const direction = (sort?.type ?? 'desc').toLowerCase();
  const expression = SORTABLE[field];
  if (!expression || (direction !== 'asc' && direction !== 'desc')) return PRODUCT_ERRORS.invalidSort(field);
  const order = direction === 'asc' ? asc : desc;
  return [order(expression(locale)), order(products.id)];
}
