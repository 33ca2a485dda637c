import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  PRICING_ERRORS,
  PRODUCT_ERRORS,
  productIdLabel,
  productKeyPrefix,
  productTextKeys,
  ZProductVersion,
  ZTechnicalName,
} from '@carrier/contracts';
import { fail, type Outcome, type Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { pickTexts } from '../l10n/l10n.repository';
import type { FreezeGuard } from '../pricing/freeze';
import { storedRuleProblem } from '../pricing/stored-rule';
import type { BenefitInputValue } from './benefit-input';
import { toDraft } from './benefit-input';
import { checkAddAll } from './benefit-rules';
import { detailColumns, type ProductDetailsInput } from './product-details';
import { type ProductIdValue, sortProblem } from './product-filter';
import type { ProductStore } from './product-store';
import { type ListQuery, type NamedProductRow, type ProductRow } from './products.repository';

export type { Actor, Outcome };
/** A product row with its name already read for one locale (so a list needs one text query). */
export type ProductView = ProductRow & { preloadedName?: { locale: string; value: string | null } };

export type { ListQuery };
export type Page<T> = { totalCount: number; list: T[] };
export type ProductGroupView = { plan: string; type: string; versionCount: number; latest: ProductView };

const named = ({ name, ...row }: NamedProductRow, locale: string): ProductView => ({
  ...row,
  preloadedName: { locale, value: name },
});

function checkProductId(id: ProductIdValue): Problem | null {
  const versionOk = !id.version || ZProductVersion.safeParse(id.version).success;
  return ZTechnicalName.safeParse(id.plan).success && ZTechnicalName.safeParse(id.type).success && versionOk
    ? null
    : PRODUCT_ERRORS.invalidProductId;
}

export const productIdOf = (row: Pick<ProductRow, 'plan' | 'type' | 'version'>) => ({
  plan: row.plan,
  type: row.type,
  version: row.version === '' ? null : row.version,
});

/** A rule about to be stored for a product version: what is wrong with its rate-table reads, or null. */
type TableReadsCheck = (
  tenantId: string,
  productRowId: string,
  text: string | null | undefined,
) => Promise<string | null>;

/** `tableReads`: checks underwriting rules' `{"table": ...}` reads against the version's rate tables. */
export function createProductsService(
  store: ProductStore,
  freeze: Pick<FreezeGuard, 'productProblem'>,
  tableReads: TableReadsCheck = async () => null,
) {
  const { products: repository, texts: l10n, insurers } = store;

  async function withNames(tenantId: string, rows: ProductRow[], locale: string): Promise<ProductView[]> {
    const keys = rows.map((row) => productTextKeys.name(productIdOf(row)));
    const texts = pickTexts(await l10n.byKeys(tenantId, keys, [locale, DEFAULT_LOCALE]), locale, DEFAULT_LOCALE);
    return rows.map((row, index) => ({
      ...row,
      preloadedName: { locale, value: texts.get(keys[index] as string) ?? null },
    }));
  }

  /** Underwriting rules about to be stored: a rule the engine takes, reading only tables the version has. */
  async function underwritingProblem(
    tenantId: string,
    productRowId: string,
    text: string | null | undefined,
  ): Promise<Problem | null> {
    const problem = storedRuleProblem('underwritingRules', text);
    if (problem) return problem;
    const tableProblem = await tableReads(tenantId, productRowId, text);
    return tableProblem ? PRICING_ERRORS.invalidRule('underwritingRules', tableProblem) : null;
  }

  async function checkInsurer(tenantId: string, insurerId: string | null | undefined): Promise<Problem | null> {
    if (!insurerId) return null;
    return (await insurers.find(tenantId, insurerId)) ? null : PRODUCT_ERRORS.insurerNotFound(insurerId);
  }

  /** The product's texts `...-{field}` (one query for all), each in `locale`, else in en-US, else absent. */
  async function texts(
    tenantId: string,
    product: ProductRow,
    fields: readonly string[],
    locale: string,
  ): Promise<Map<string, string>> {
    const id = productIdOf(product);
    const keys = fields.map((field) => productTextKeys.field(id, field));
    const picked = pickTexts(await l10n.byKeys(tenantId, keys, [locale, DEFAULT_LOCALE]), locale, DEFAULT_LOCALE);
    const byField = new Map<string, string>();
    fields.forEach((field, index) => {
      const text = picked.get(keys[index] as string);
      if (text !== undefined) byField.set(field, text);
    });
    return byField;
  }

  return {
    async list(tenantId: string, query: ListQuery, locale: string): Promise<Outcome<Page<ProductView>>> {
      const problem = sortProblem(query.sort);
      if (problem) return fail(problem);
      const page = await repository.page(tenantId, query, locale);
      return { ok: true, value: { totalCount: page.totalCount, list: page.rows.map((row) => named(row, locale)) } };
    },

    /** Plan + type groups of the products `query.where` selects, paged and sorted by their newest versions. */
    async groups(
      tenantId: string,
      query: ListQuery,
      locale: string,
    ): Promise<Outcome<Page<ProductGroupView> & { productCount: number }>> {
      const problem = sortProblem(query.sort);
      if (problem) return fail(problem);
      const page = await store.groups(tenantId, query, locale);
      const list = page.groups.map((group) => ({ ...group, latest: named(group.latest, locale) }));
      return { ok: true, value: { totalCount: page.groupCount, productCount: page.productCount, list } };
    },

    find: (tenantId: string, id: ProductIdValue) => repository.find(tenantId, id),

    /** The product's description text (`...-description`) in `locale`, else in en-US. */
    async description(tenantId: string, product: ProductRow, locale: string): Promise<string | null> {
      return (await texts(tenantId, product, ['description'], locale)).get('description') ?? null;
    },

    texts,

    /** The product's name in `locale`, else in en-US. */
    async name(tenantId: string, product: ProductView, locale: string): Promise<string | null> {
      if (product.preloadedName?.locale === locale) return product.preloadedName.value;
      const [named] = await withNames(tenantId, [product], locale);
      return named?.preloadedName?.value ?? null;
    },

    async create(
      tenantId: string,
      actor: Actor,
      input: {
        productId: ProductIdValue;
        insurerId?: string | null;
        underwritingRules?: string | null;
        benefitInputs?: ReadonlyArray<BenefitInputValue | null | undefined> | null;
      } & ProductDetailsInput,
    ): Promise<Outcome<ProductView>> {
      const idProblem = checkProductId(input.productId);
      if (idProblem) return fail(idProblem);
      const details = detailColumns(input);
      if ('code' in details) return fail(details);
      const insurerProblem = await checkInsurer(tenantId, input.insurerId);
      if (insurerProblem) return fail(insurerProblem);
      // A new version has no rate tables yet: its rules may read none.
      const id = randomUUID();
      const rulesProblem = await underwritingProblem(tenantId, id, input.underwritingRules);
      if (rulesProblem) return fail(rulesProblem);
      const drafts = [];
      for (const benefit of input.benefitInputs ?? []) {
        if (!benefit) continue;
        const draft = toDraft(benefit);
        if ('code' in draft) return fail(draft);
        drafts.push(draft);
      }
      const benefits = checkAddAll(drafts);
      if ('code' in benefits) return fail(benefits);

      const created = await store.transaction(async (tx) => {
        const inserted = await tx.products.insert({
          id,
          tenantId,
          plan: input.productId.plan,
          type: input.productId.type,
          version: input.productId.version ?? '',
          insurerId: input.insurerId || null,
          underwritingRules: input.underwritingRules ?? null,
          ...details,
          createdById: actor.userId,
          createdBy: actor.username,
          lastModifiedById: actor.userId,
          lastModifiedBy: actor.username,
        });
        if (inserted) await tx.benefits.insert(tenantId, id, benefits);
        return inserted;
      });
      if (!created) return fail(PRODUCT_ERRORS.productExists(productIdLabel(input.productId)));
      const product = await repository.find(tenantId, input.productId);
      return product
        ? { ok: true, value: product }
        : fail(PRODUCT_ERRORS.productNotFound(productIdLabel(input.productId)));
    },

    async update(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      input: { insurerId?: string | null; underwritingRules?: string | null } & ProductDetailsInput,
    ): Promise<Outcome<ProductView>> {
      const product = await repository.find(tenantId, productId);
      if (!product) return fail(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
      const frozen = await freeze.productProblem(tenantId, product);
      if (frozen) return fail(frozen);
      const details = detailColumns(input, product);
      if ('code' in details) return fail(details);
      const insurerProblem = await checkInsurer(tenantId, input.insurerId);
      if (insurerProblem) return fail(insurerProblem);
      const rulesProblem = await underwritingProblem(tenantId, product.id, input.underwritingRules);
      if (rulesProblem) return fail(rulesProblem);
      await repository.update(tenantId, product.id, {
        ...(input.insurerId !== undefined ? { insurerId: input.insurerId || null } : {}),
        ...(input.underwritingRules !== undefined ? { underwritingRules: input.underwritingRules } : {}),
        ...details,
        lastModifiedAt: new Date(),
        lastModifiedById: actor.userId,
        lastModifiedBy: actor.username,
      });
      const updated = await repository.find(tenantId, productId);
      return updated ? { ok: true, value: updated } : fail(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
    },

    /** Removes the product, its benefits and every text of it. */
    async remove(tenantId: string, actor: Actor, productId: ProductIdValue): Promise<Problem | null> {
      const product = await repository.find(tenantId, productId);
      if (!product) return PRODUCT_ERRORS.productNotFound(productIdLabel(productId));
      const frozen = await freeze.productProblem(tenantId, product);
      if (frozen) return frozen;
      await store.transaction(async (tx) => {
        await tx.stampActor(actor);
        await tx.products.remove(tenantId, product.id);
        await tx.texts.removeByPrefix(tenantId, `${productKeyPrefix(productIdOf(product))}-`);
      });
      return null;
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
