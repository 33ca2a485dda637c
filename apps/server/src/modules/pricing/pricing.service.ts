import { PRICING_ERRORS, PRODUCT_ERRORS, productIdLabel } from '@carrier/contracts';
import {
  type AdjustmentCode,
  buildPricePlan,
  checkRule,
  compileQuote,
  DEFAULT_CURRENCY,
  decideUnderwriting,
  isEmptyRule,
  isTaxRounding,
  type PremiumLimits,
  type PricePlan,
  priceQuote,
  priceWithDictionary,
  type Quote,
  type RateTableDefinition,
  type RateTableSet,
  ruleEngine,
  type UnderwritingOutcome,
  unknownDiscountCodes,
  withRateTables,
} from '@carrier/contracts/rules';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Actor } from '../../core/session';
import type { GenerationCache } from '../../platform/cache/generation-cache';
import type { RuleCache } from '../../platform/rules/rule-cache';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { ProductIdValue } from '../products/product-filter';
import { createProductsRepository, type ProductRow } from '../products/products.repository';
import { type AdjustmentRow, createAdjustmentsRepository } from './adjustments.repository';
import type { FreezeGuard } from './freeze';
import { createPricingSettingsRepository } from './pricing-settings.repository';
import { type PricingSettings, pricingSettingsOf } from './pricing-settings.service';
import { createRateTablesRepository } from './rate-tables.repository';
import { rateTableOf, tableReadsProblem } from './rate-tables.service';
import { createDictionaryRepository } from './rating-dictionary.repository';
import { storedRatingVariables } from './rating-variables';
import { storedRuleProblem } from './stored-rule';

export type PriceLogicAction = 'create' | 'update' | 'delete';
export type PriceLogicInput = { amountLogic?: string | null; currencyCode?: string | null };

export const toAdjustmentCode = (row: AdjustmentRow): AdjustmentCode => ({
  kind: row.kind === 'loading' || row.kind === 'tax' ? row.kind : 'discount',
  code: row.code,
  name: row.name,
  calculationKind: row.calculationKind === 'flat' || row.calculationKind === 'custom' ? row.calculationKind : 'ratio',
  ratio: row.ratio,
  flat: row.flat,
  currencyCode: row.currencyCode,
  calculationLogic: row.calculationLogic,
  conditionLogic: row.conditionLogic,
  order: row.order,
  cap: row.cap,
  rounding: isTaxRounding(row.rounding) ? row.rounding : null,
});

/** Pricing logic, quotes and underwriting decisions of product versions. */
export function createPricingService(deps: {
  db: DbExecutor;
  rules: RuleCache;
  guard: FreezeGuard;
  generations: GenerationCache;
}) {
  const products = createProductsRepository(deps.db);
  const adjustments = createAdjustmentsRepository(deps.db);
  const settingsRows = createPricingSettingsRepository(deps.db);
  const dictionaries = createDictionaryRepository(deps.db);
  const rateTables = createRateTablesRepository(deps.db);

  /** A plan from a product's stored logic, codes and limits; each rule compiled once per version and text. */
  function planFrom(
    product: Pick<ProductRow, 'id' | 'amountLogic'>,
    codes: readonly AdjustmentCode[],
    limits?: PremiumLimits,
    tables?: readonly RateTableDefinition[],
  ): PricePlan {
    return buildPricePlan(
      { amountLogic: product.amountLogic, currencyCode: DEFAULT_CURRENCY, codes, limits, tables },
      (text, rule) => deps.rules.compile(product.id, text, rule),
      compileQuote,
    );
  }

  /**
   * A product version's plan, kept per process until a write in any process changes the tenant's codes
   * (the 'pricing' cache generation); the product's logic, as given, is part of the key.
   */
  function plan(tenantId: string, product: ProductRow): Promise<PricePlan> {
    return deps.generations.read(
      tenantId,
      'pricing',
      `plan\u0000${product.id}\u0000${JSON.stringify(product.amountLogic)}`,
      async () => {
        const [codes, limits, tables] = await Promise.all([
          adjustments.all(tenantId, product.id),
          settings(tenantId, product.id),
          rateTables.all(tenantId, product.id),
        ]);
        return planFrom(product, codes.map(toAdjustmentCode), limits, tables.map(rateTableOf));
      },
    );
  }

  /** A product version's limits and modal factors, kept under the same 'pricing' generation. */
  function settings(tenantId: string, productRowId: string): Promise<PricingSettings> {
    return deps.generations.read(tenantId, 'pricing', `settings\u0000${productRowId}`, async () =>
      pricingSettingsOf(await settingsRows.find(tenantId, productRowId)),
    );
  }

  /** A product version's variable dictionary, which checks a quote's inputs, under the same generation. */
  function dictionary(tenantId: string, productRowId: string) {
    return deps.generations.read(tenantId, 'pricing', `dictionary\u0000${productRowId}`, () =>
      dictionaries.all(tenantId, productRowId),
    );
  }

  return {
    planFrom,
    plan,
    settings,
    /** A quote from a plan already built: the pricing service's hot path. */
    quote: (pricePlan: PricePlan, values: object, discountCodes: readonly string[] = []): Quote =>
      priceQuote(pricePlan, values, discountCodes),

    async price(tenantId: string, product: ProductRow, values: object, discountCodes: readonly string[]) {
      const [pricePlan, declared] = await Promise.all([plan(tenantId, product), dictionary(tenantId, product.id)]);
      return priceWithDictionary(pricePlan, declared, values, discountCodes);
    },

    /** The requested discount codes the version does not have: a quote reports them, a guest's are counted. */
    async unknownDiscountCodes(tenantId: string, product: ProductRow, discountCodes: readonly string[]) {
      return unknownDiscountCodes(await plan(tenantId, product), discountCodes);
    },

    /** What the version's amount rule, codes and underwriting read (a quote button's mapping lists them). */
    ratingVariables(tenantId: string, product: ProductRow) {
      return storedRatingVariables(deps.db, tenantId, product);
    },

    /**
     * The underwriting decision for these values; a rule reading a rate table reads `tables` (the
     * version's, from its plan).
     */
    decide(product: ProductRow, values: object, tables: RateTableSet): UnderwritingOutcome {
      if (isEmptyRule(product.underwritingRules)) return decideUnderwriting(ruleEngine(), null, values);
      const checked = checkRule(product.underwritingRules as string);
      if (!checked.ok) return { ok: false, message: checked.error.message };
      return withRateTables(tables, () => decideUnderwriting(ruleEngine(), checked.rule, values));
    },

    /**
     * createPriceLogic (a product without logic gets it; one that has logic is refused), updatePriceLogic
     * (creates it when absent) and deletePriceLogic. The rule is checked; a frozen version is refused.
     */
    async setAmountLogic(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      action: PriceLogicAction,
      input: PriceLogicInput = {},
    ): Promise<Outcome<null>> {
      const product = await products.find(tenantId, productId);
      if (!product) return fail(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
      const frozen = await deps.guard.productProblem(tenantId, product);
      if (frozen) return fail(frozen);
      if (input.currencyCode && input.currencyCode !== DEFAULT_CURRENCY)
        return fail(PRICING_ERRORS.currencyNotSupported(input.currencyCode));
      if (action === 'create' && product.amountLogic !== null)
        return fail(PRICING_ERRORS.priceLogicExists(productIdLabel(productId)));
      const amountLogic = action === 'delete' ? null : (input.amountLogic ?? '{}');
      const problem = storedRuleProblem('amountLogic', amountLogic);
      if (problem) return fail(problem);
      const tableProblem = await tableReadsProblem(deps.db, tenantId, product.id, amountLogic);
      if (tableProblem) return fail(PRICING_ERRORS.invalidRule('amountLogic', tableProblem));
      await products.update(tenantId, product.id, {
        amountLogic,
        lastModifiedAt: new Date(),
        lastModifiedById: actor.userId,
        lastModifiedBy: actor.username,
      });
      return ok(null);
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
