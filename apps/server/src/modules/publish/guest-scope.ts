import { parseProductIdLabel, type TPublishedApp } from '@carrier/contracts';
import { normalizeTree, walkTree } from '@carrier/contracts/ui-tree';
import type { ThrottleRule } from '../auth/throttle.repository';

/**
 * What a published app's visitor may ask of the API with its guest token: quote the products its app
 * version's quote buttons name (products_2 with its pricing). Everything else, mutations included,
 * answers the authorization error; files refuse guest tokens.
 */
export const GUEST_ROOT_FIELDS: ReadonlySet<string> = new Set(['products_2', '__typename']);

const ADJUSTMENT_FIELDS = [
  'code',
  'name',
  'kind',
  'ratio',
  'formattedRatio',
  'flat',
  'formattedFlat',
  'currencyCode',
  'order',
  'isManual',
  'originalPrice',
  'newPrice',
  'formattedOriginalPrice',
  'formattedNewPrice',
];

/**
 * Deny by default: the only fields (by type) a guest may select, what a quote needs. Rules' text
 * (amountLogic, underwriting, a code's condition or calculation), fields, test cases and staff data
 * (createdBy...) are not among them. `__typename` is allowed everywhere.
 */
export const GUEST_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  Query: GUEST_ROOT_FIELDS,
  products: new Set(['totalCount', 'list']),
  product: new Set(['productId', 'name', 'pricing']),
  productId: new Set(['plan', 'type', 'version']),
  pricing: new Set([
    'amount',
    'originalPrice',
    'formattedPrice',
    'formattedOriginalPrice',
    'currencyCode',
    'discountCodes',
    'appliedDiscounts',
    'discounts',
    'loadings',
    'appliedTaxes',
    'premiumBeforeTaxes',
    'minimumPremiumApplied',
    'discountCapApplied',
    'paymentFrequency',
    'indicativePrices',
    'missingVariables',
    'issues',
  ]),
  pricingIssue: new Set(['code', 'message']),
  discount: new Set(ADJUSTMENT_FIELDS),
  loading: new Set(ADJUSTMENT_FIELDS),
  tax: new Set([...ADJUSTMENT_FIELDS, 'cap', 'formattedCap']),
  indicativePrice: new Set([
    'type',
    'paymentFrequency',
    'modalFactor',
    'amount',
    'originalPrice',
    'formattedPrice',
    'formattedOriginalPrice',
    'currencyCode',
    'appliedDiscounts',
    'loadings',
    'appliedTaxes',
  ]),
};

/** Limits of the anonymous guest, per client address, counted in the database (login_throttle). */
export const GUEST_LIMITS = {
  /** Guest tokens issued (POST /api/v1/published-app/guest-session). */
  tokensPerAddress: { limit: 20, windowSeconds: 60 },
  /** Quotes (product.pricing) per address and app. */
  quotesPerAddressAndApp: { limit: 60, windowSeconds: 60 },
  /** Discount codes a quote named that do not exist, per address. */
  unknownCodesPerAddress: { limit: 10, windowSeconds: 10 * 60 },
} satisfies Record<string, ThrottleRule>;

export type GuestProduct = { plan: string; type: string; version: string };

/** The products a version's quote buttons name (plan/type/version, the version '' when left out). */
export function guestProductsOf(snapshot: Pick<TPublishedApp, 'components'>): GuestProduct[] {
  const found = new Map<string, GuestProduct>();
  for (const component of snapshot.components) {
    const root = normalizeTree(component.editorAst);
    if (!root) continue;
    for (const node of walkTree(root)) {
      const { action, productId } = node.editorSettings.props;
      if (action !== 'quote' || typeof productId !== 'string') continue;
      const id = parseProductIdLabel(productId);
      if (id) found.set(JSON.stringify(id), { plan: id.plan, type: id.type, version: id.version ?? '' });
    }
  }
  return [...found.values()];
}
