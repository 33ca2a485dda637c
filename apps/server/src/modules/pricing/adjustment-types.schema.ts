import type { AppliedAdjustment, Money } from '@carrier/contracts/rules';
import { calculationLogicOf, formatMoney, formatPercentage, toMoney } from '@carrier/contracts/rules';
import { builder } from '../../graphql/builder';
import { LoginRef, loginOf } from '../../graphql/types/login';
import type { AdjustmentRow } from './adjustments.repository';
import { toAdjustmentCode } from './pricing.service';

/** A discount or loading: a stored code (list, editors) or one applied in a quote (with its prices). */
export type AdjustmentView = {
  row: AdjustmentRow | null;
  applied: AppliedAdjustment | null;
  currencyCode: string;
};

export const adjustmentOfRow = (row: AdjustmentRow): AdjustmentView => ({
  row,
  applied: null,
  currencyCode: row.currencyCode ?? 'HKD',
});
export const adjustmentOfQuote = (applied: AppliedAdjustment, currencyCode: string): AdjustmentView => ({
  row: null,
  applied,
  currencyCode,
});

const money = (value: Money | null | undefined) => (value ? value.toNumber() : null);
const formatted = (value: Money | null | undefined, currency: string) => (value ? formatMoney(value, currency) : null);

/** The reference's discount fields, shared by `discount` and `loading`, plus the stored code's own. */
function adjustmentFields(t: PothosObjectFieldBuilder) {
  return {
    id: t.string({ resolve: (view) => view.row?.id ?? null }),
    code: t.string({ resolve: (view) => view.row?.code ?? view.applied?.code ?? null }),
    name: t.string({ resolve: (view) => view.row?.name ?? view.applied?.name ?? null }),
    description: t.string({ resolve: (view) => view.row?.description ?? null }),
    kind: t.string({
      description: "How it is calculated: 'ratio', 'flat' or 'custom'",
      resolve: (view) => view.row?.calculationKind ?? view.applied?.calculationKind ?? null,
    }),
    ratio: t.field({
      type: 'Decimal',
      description: 'A percentage of the premium',
      resolve: (view) => (view.row?.ratio ? Number(view.row.ratio) : money(view.applied?.ratio)),
    }),
    formattedRatio: t.string({
      description: 'The percentage with two decimals',
      resolve: (view) => {
        const ratio = view.applied?.ratio ?? null;
        if (ratio) return formatPercentage(ratio);
        return view.row?.ratio ? Number(view.row.ratio).toFixed(2) : null;
      },
    }),
    flat: t.field({
      type: 'Decimal',
      resolve: (view) => (view.row?.flat ? Number(view.row.flat) : money(view.applied?.flat)),
    }),
    formattedFlat: t.string({
      resolve: (view) => {
        const flat = view.applied?.flat ?? null;
        if (flat) return formatMoney(flat, view.currencyCode);
        return view.row?.flat ? `${view.currencyCode} ${Number(view.row.flat).toFixed(2)}` : null;
      },
    }),
    currencyCode: t.string({ resolve: (view) => view.currencyCode }),
    calculationLogic: t.string({
      resolve: (view) =>
        view.applied?.calculationLogic ?? (view.row ? calculationLogicOf(toAdjustmentCode(view.row)) : null),
    }),
    condition: t.string({
      description: 'JSON-logic: the code applies only where it is truthy',
      resolve: (view) => view.row?.conditionLogic ?? null,
    }),
    order: t.int({ resolve: (view) => view.row?.order ?? view.applied?.order ?? null }),
    isManual: t.boolean({ nullable: false, resolve: () => false }),
    originalPrice: t.field({ type: 'Decimal', resolve: (view) => money(view.applied?.originalPrice) }),
    newPrice: t.field({ type: 'Decimal', resolve: (view) => money(view.applied?.newPrice) }),
    formattedOriginalPrice: t.string({
      resolve: (view) => formatted(view.applied?.originalPrice, view.currencyCode),
    }),
    formattedNewPrice: t.string({ resolve: (view) => formatted(view.applied?.newPrice, view.currencyCode) }),
    createdAt: t.field({ type: 'DateTime', resolve: (view) => view.row?.createdAt ?? null }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (view) => view.row?.lastModifiedAt ?? null }),
    createdBy: t.field({
      type: LoginRef,
      resolve: (view) => (view.row ? loginOf(view.row.createdById, view.row.createdBy) : null),
    }),
    lastModifiedBy: t.field({
      type: LoginRef,
      resolve: (view) => (view.row ? loginOf(view.row.lastModifiedById, view.row.lastModifiedBy) : null),
    }),
  };
}

type PothosObjectFieldBuilder = Parameters<Parameters<typeof DiscountRef.implement>[0]['fields'] & object>[0];

export const DiscountRef = builder.objectRef<AdjustmentView>('discount');
DiscountRef.implement({ fields: (t) => adjustmentFields(t) });
export const LoadingRef = builder.objectRef<AdjustmentView>('loading');
LoadingRef.implement({ fields: (t) => adjustmentFields(t) });
/** A tax or levy (the reference's `tax`): added after discounts, loadings and the minimum premium. */
export const TaxRef = builder.objectRef<AdjustmentView>('tax');
TaxRef.implement({
  fields: (t) => ({
    ...adjustmentFields(t),
    cap: t.field({
      type: 'Decimal',
      description: 'The largest amount the tax adds; null for none',
      resolve: (view) => {
        const cap = view.row?.cap ?? view.applied?.source.cap ?? null;
        return cap ? Number(cap) : null;
      },
    }),
    formattedCap: t.string({
      resolve: (view) => {
        const cap = toMoney(view.row?.cap ?? view.applied?.source.cap ?? null);
        return cap ? formatMoney(cap, view.currencyCode) : null;
      },
    }),
    rounding: t.string({
      description: "How the amount is rounded: 'half_up', 'down' or 'up'",
      resolve: (view) => view.row?.rounding ?? view.applied?.source.taxRounding ?? null,
    }),
  }),
});
