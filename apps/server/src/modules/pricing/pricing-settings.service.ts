import {
  DEFAULT_MODAL_FACTORS,
  isModalFactor,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  PREMIUM_LIMIT_ERRORS,
  PRODUCT_ERRORS,
  productIdLabel,
  ZDecimalText,
} from '@carrier/contracts';
import { type PremiumLimits, toMoney } from '@carrier/contracts/rules';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { ProductIdValue } from '../products/product-filter';
import { createProductsRepository } from '../products/products.repository';
import type { FreezeGuard } from './freeze';
import { createPricingSettingsRepository, type PricingSettingsRow } from './pricing-settings.repository';

export type ModalFactors = Record<PaymentFrequency, string>;
export type PricingSettings = PremiumLimits & { modalFactors: ModalFactors };
export type PricingSettingsInput = {
  minimumPremium?: number | string | null;
  maxDiscountPercent?: number | string | null;
  modalFactors?: ReadonlyArray<{ paymentFrequency: PaymentFrequency; factor: number | string }> | null;
};

/** The stored modal factors over the defaults: a frequency the row does not name keeps its default. */
function modalFactorsOf(json: string | null | undefined): ModalFactors {
  const factors: ModalFactors = { ...DEFAULT_MODAL_FACTORS };
  if (!json) return factors;
  const stored = JSON.parse(json) as Partial<Record<string, string>>;
  for (const frequency of PAYMENT_FREQUENCIES) {
    const factor = stored[frequency];
    if (typeof factor === 'string' && isModalFactor(factor)) factors[frequency] = factor;
  }
  return factors;
}

/** A product version's settings from its row (none: no limits, the default factors). */
export const pricingSettingsOf = (row: PricingSettingsRow | null): PricingSettings => ({
  minimumPremium: row?.minimumPremium ?? null,
  maxDiscountPercent: row?.maxDiscountPercent ?? null,
  modalFactors: modalFactorsOf(row?.modalFactors),
});

const textOf = (value: number | string) => (typeof value === 'number' ? String(value) : value.trim());

/** An input amount: null clears it, a decimal within the bounds is kept as text, else the problem. */
function limitOf(
  value: number | string | null,
  valid: (amount: NonNullable<ReturnType<typeof toMoney>>) => boolean,
  problem: Problem,
): string | null | Problem {
  if (value === null || textOf(value) === '') return null;
  const text = textOf(value);
  const amount = ZDecimalText.safeParse(text).success ? toMoney(text) : null;
  return amount && valid(amount) ? amount.toString() : problem;
}

const isProblem = (value: unknown): value is Problem => typeof value === 'object' && value !== null;

/** Premium limits (minimum premium, discount cap) and modal factors of product versions. */
export function createPricingSettingsService(deps: { db: DbExecutor; guard: FreezeGuard }) {
  const products = createProductsRepository(deps.db);
  const repository = createPricingSettingsRepository(deps.db);

  return {
    async get(tenantId: string, productRowId: string): Promise<PricingSettings> {
      return pricingSettingsOf(await repository.find(tenantId, productRowId));
    },

    async update(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      input: PricingSettingsInput,
    ): Promise<Outcome<null>> {
      const product = await products.find(tenantId, productId);
      if (!product) return fail(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
      const frozen = await deps.guard.productProblem(tenantId, product);
      if (frozen) return fail(frozen);
      const current = await repository.find(tenantId, product.id);
      const minimumPremium =
        input.minimumPremium === undefined
          ? (current?.minimumPremium ?? null)
          : limitOf(
              input.minimumPremium,
              (amount) => amount.isPositive() && !amount.isZero() && amount.decimalPlaces() <= 2,
              PREMIUM_LIMIT_ERRORS.invalidMinimumPremium,
            );
      if (isProblem(minimumPremium)) return fail(minimumPremium);
      const maxDiscountPercent =
        input.maxDiscountPercent === undefined
          ? (current?.maxDiscountPercent ?? null)
          : limitOf(
              input.maxDiscountPercent,
              (percent) => !percent.isNegative() && percent.lessThanOrEqualTo(100),
              PREMIUM_LIMIT_ERRORS.invalidDiscountCap,
            );
      if (isProblem(maxDiscountPercent)) return fail(maxDiscountPercent);
      let modalFactors = current?.modalFactors ?? null;
      if (input.modalFactors !== undefined) {
        const factors: Partial<ModalFactors> = {};
        for (const { paymentFrequency, factor } of input.modalFactors ?? []) {
          const text = textOf(factor);
          if (!isModalFactor(text)) return fail(PREMIUM_LIMIT_ERRORS.invalidModalFactor(paymentFrequency));
          factors[paymentFrequency] = text;
        }
        modalFactors = Object.keys(factors).length > 0 ? JSON.stringify(factors) : null;
      }
      await repository.upsert({
        productId: product.id,
        tenantId,
        minimumPremium,
        maxDiscountPercent,
        modalFactors,
        createdById: actor.userId,
        createdBy: actor.username,
        lastModifiedAt: new Date(),
        lastModifiedById: actor.userId,
        lastModifiedBy: actor.username,
      });
      return ok(null);
    },
  };
}
