import { randomUUID } from 'node:crypto';
import {
  CODE_LIMITS,
  maxRatioOf,
  PREMIUM_LIMIT_ERRORS,
  PRICING_ERRORS,
  ZAdjustmentCode,
  ZDecimalText,
} from '@carrier/contracts';
import { DEFAULT_CURRENCY, isEmptyRule, isTaxRounding, toMoney } from '@carrier/contracts/rules';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { type AuditedExecutor, asActor } from '../../platform/db/audit-actor';
import type { ProductIdValue } from '../products/product-filter';
import {
  type AdjustmentKindValue,
  type AdjustmentRow,
  createAdjustmentsRepository,
  type NewAdjustment,
} from './adjustments.repository';
import { type FreezeGuard, productVersion } from './freeze';
import { tableReadsProblem } from './rate-tables.service';
import { storedRuleProblem } from './stored-rule';

export type AdjustmentInput = {
  code?: string | null;
  name?: string | null;
  description?: string | null;
  calculationKind?: string | null;
  ratio?: number | string | null;
  flat?: number | string | null;
  currencyCode?: string | null;
  calculationLogic?: string | null;
  condition?: string | null;
  order?: number | null;
  /** Taxes only. */
  cap?: number | string | null;
  rounding?: string | null;
};

const MAX_LIST = 500;
const decimalText = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'number' ? String(value) : value.trim();

type Fields = Omit<NewAdjustment, 'id' | 'tenantId' | 'productId' | 'kind' | 'code'>;

/** A decimal text as Money when it is one (at most 6 decimals), else null. */
const decimalOf = (text: string | null) => (text && ZDecimalText.safeParse(text).success ? toMoney(text) : null);

/** A tax's cap and rounding after `input` is applied to `current`; other kinds have neither. */
function taxFields(
  kind: AdjustmentKindValue,
  input: AdjustmentInput,
  current: AdjustmentRow | null,
): Pick<Fields, 'cap' | 'rounding'> | Problem {
  if (kind !== 'tax') return { cap: null, rounding: null };
  const capText = decimalText(input.cap !== undefined ? input.cap : current?.cap);
  const cap = capText ? decimalOf(capText) : null;
  const capIsAmount = cap?.isPositive() === true && !cap.isZero();
  if (capText && !capIsAmount) return PREMIUM_LIMIT_ERRORS.invalidTaxCap;
  const rounding = (input.rounding !== undefined ? input.rounding : current?.rounding) ?? 'half_up';
  if (!isTaxRounding(rounding)) return PREMIUM_LIMIT_ERRORS.invalidRounding;
  return { cap: cap ? cap.toString() : null, rounding };
}

/** The stored fields of a code after `input` is applied to `current`, or the first problem. */
function fieldsOf(kind: AdjustmentKindValue, input: AdjustmentInput, current: AdjustmentRow | null): Fields | Problem {
  const name = (input.name ?? current?.name ?? '').trim();
  if (!name) return PRICING_ERRORS.nameRequired;
  if (name.length > CODE_LIMITS.name) return PRICING_ERRORS.tooLong('name', CODE_LIMITS.name);
  const description = input.description !== undefined ? input.description : (current?.description ?? null);
  if (description && description.length > CODE_LIMITS.description)
    return PRICING_ERRORS.tooLong('description', CODE_LIMITS.description);
  const calculationKind = input.calculationKind ?? current?.calculationKind ?? 'ratio';
  if (!['ratio', 'flat', 'custom'].includes(calculationKind))
    return { code: 'invalid_kind', message: 'The kind is ratio, flat or custom.' };
  const fields: Fields = {
    name,
    description: description?.trim() || null,
    calculationKind,
    ratio: null,
    flat: null,
    currencyCode: null,
    calculationLogic: null,
    conditionLogic: input.condition !== undefined ? input.condition : (current?.conditionLogic ?? null),
    order: input.order ?? current?.order ?? 0,
  };
  const tax = taxFields(kind, input, current);
  if ('code' in tax) return tax;
  Object.assign(fields, tax);
  if (isEmptyRule(fields.conditionLogic)) fields.conditionLogic = null;
  const conditionProblem = storedRuleProblem('condition', fields.conditionLogic);
  if (conditionProblem) return conditionProblem;
  if (calculationKind === 'ratio') {
    const ratio = decimalText(input.ratio !== undefined ? input.ratio : current?.ratio);
    const value = decimalOf(ratio ?? null);
    const max = maxRatioOf(kind);
    if (!value || value.isNegative() || value.greaterThan(max)) return PRICING_ERRORS.invalidRatio(max);
    fields.ratio = value.toString();
  } else if (calculationKind === 'flat') {
    const flat = decimalText(input.flat !== undefined ? input.flat : current?.flat);
    const value = decimalOf(flat ?? null);
    if (!value?.isPositive() || value.isZero()) return PRICING_ERRORS.invalidFlat;
    const currency = input.currencyCode ?? current?.currencyCode ?? DEFAULT_CURRENCY;
    if (currency !== DEFAULT_CURRENCY) return PRICING_ERRORS.currencyNotSupported(currency);
    fields.flat = value.toString();
    fields.currencyCode = currency;
  } else {
    const logic = input.calculationLogic !== undefined ? input.calculationLogic : current?.calculationLogic;
    if (!logic || isEmptyRule(logic)) return PRICING_ERRORS.logicRequired;
    const problem = storedRuleProblem('calculationLogic', logic);
    if (problem) return problem;
    fields.calculationLogic = logic;
  }
  return fields;
}

/** Discount, loading and tax codes of product versions. */
export function createAdjustmentsService(deps: { db: AuditedExecutor; guard: FreezeGuard }) {
  const repository = createAdjustmentsRepository(deps.db);

  const productFor = (tenantId: string, productId: ProductIdValue, change: boolean) =>
    productVersion(deps.db, deps.guard, tenantId, productId, change);

  /** A condition or calculation reading a rate table must name one of the version's tables rightly. */
  async function codeTablesProblem(
    tenantId: string,
    productRowId: string,
    fields: { conditionLogic?: string | null; calculationLogic?: string | null },
  ): Promise<Problem | null> {
    for (const [field, text] of [
      ['condition', fields.conditionLogic],
      ['calculationLogic', fields.calculationLogic],
    ] as const) {
      const problem = await tableReadsProblem(deps.db, tenantId, productRowId, text);
      if (problem) return PRICING_ERRORS.invalidRule(field, problem);
    }
    return null;
  }

  const touched = (actor: Actor) => ({
    lastModifiedAt: new Date(),
    lastModifiedById: actor.userId,
    lastModifiedBy: actor.username,
  });

  return {
    async list(
      tenantId: string,
      productId: ProductIdValue,
      kind: AdjustmentKindValue,
      query: { search?: string | null; limit?: number | null; skip?: number | null },
    ) {
      const product = await productFor(tenantId, productId, false);
      if (!product.ok) return product;
      const page = await repository.page(tenantId, product.value.id, kind, {
        search: query.search?.trim().slice(0, CODE_LIMITS.name) || null,
        limit: Math.min(Math.max(query.limit ?? MAX_LIST, 0), MAX_LIST),
        skip: Math.max(query.skip ?? 0, 0),
      });
      return ok(page);
    },

    async create(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      kind: AdjustmentKindValue,
      input: AdjustmentInput,
    ): Promise<Outcome<string>> {
      const product = await productFor(tenantId, productId, true);
      if (!product.ok) return product;
      const code = ZAdjustmentCode.safeParse(input.code ?? '');
      if (!code.success) return fail(PRICING_ERRORS.invalidCode);
      const fields = fieldsOf(kind, input, null);
      if ('code' in fields) return fail(fields);
      const tableProblem = await codeTablesProblem(tenantId, product.value.id, fields);
      if (tableProblem) return fail(tableProblem);
      const id = randomUUID();
      const inserted = await repository.insert({
        ...fields,
        id,
        tenantId,
        productId: product.value.id,
        kind,
        code: code.data.toUpperCase(),
        createdById: actor.userId,
        createdBy: actor.username,
        ...touched(actor),
      });
      return inserted ? ok(id) : fail(PRICING_ERRORS.codeExists(kind, code.data.toUpperCase()));
    },

    async update(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      kind: AdjustmentKindValue,
      code: string,
      input: AdjustmentInput,
    ): Promise<Outcome<null>> {
      const product = await productFor(tenantId, productId, true);
      if (!product.ok) return product;
      const current = await repository.find(tenantId, product.value.id, kind, code.trim().toUpperCase());
      if (!current) return fail(PRICING_ERRORS.codeNotFound(kind, code));
      const fields = fieldsOf(kind, input, current);
      if ('code' in fields) return fail(fields);
      const tableProblem = await codeTablesProblem(tenantId, product.value.id, fields);
      if (tableProblem) return fail(tableProblem);
      await repository.update(tenantId, current.id, { ...fields, ...touched(actor) });
      return ok(null);
    },

    async remove(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      kind: AdjustmentKindValue,
      code: string,
    ): Promise<Outcome<null>> {
      const product = await productFor(tenantId, productId, true);
      if (!product.ok) return product;
      const current = await repository.find(tenantId, product.value.id, kind, code.trim().toUpperCase());
      if (!current) return fail(PRICING_ERRORS.codeNotFound(kind, code));
      await asActor(deps.db, actor, (tx) => createAdjustmentsRepository(tx).remove(tenantId, current.id));
      return ok(null);
    },
  };
}
