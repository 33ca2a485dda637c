import {
  CreateDiscountCodeMutation,
  CreateLoadingCodeMutation,
  CreateTaxCodeMutation,
  DiscountCodesQuery,
  LoadingCodesQuery,
  RemoveDiscountCodeMutation,
  RemoveLoadingCodeMutation,
  RemoveTaxCodeMutation,
  TaxCodesQuery,
  UpdateDiscountCodeMutation,
  UpdateLoadingCodeMutation,
  UpdateTaxCodeMutation,
} from '../graphql/codes';

export type CodeKind = 'discount' | 'loading' | 'tax';

/** Per kind: its page's aspect, title and add label (locale keys). */
export const CODE_PAGES = {
  discount: { aspect: 'discountsCodes', title: 'pricing.codes.discountTitle', add: 'pricing.codes.addDiscount' },
  loading: { aspect: 'loadingsCodes', title: 'pricing.codes.loadingTitle', add: 'pricing.codes.addLoading' },
  tax: { aspect: 'taxes', title: 'pricing.codes.taxTitle', add: 'pricing.codes.addTax' },
} as const;

/** The documents of each kind of code; the pages and modals know nothing else of the kind. */
export const CODE_DOCUMENTS = {
  discount: {
    list: DiscountCodesQuery,
    create: CreateDiscountCodeMutation,
    update: UpdateDiscountCodeMutation,
    remove: RemoveDiscountCodeMutation,
  },
  loading: {
    list: LoadingCodesQuery,
    create: CreateLoadingCodeMutation,
    update: UpdateLoadingCodeMutation,
    remove: RemoveLoadingCodeMutation,
  },
  tax: {
    list: TaxCodesQuery,
    create: CreateTaxCodeMutation,
    update: UpdateTaxCodeMutation,
    remove: RemoveTaxCodeMutation,
  },
} as const;

export type CodeRow = {
  /** The stored row's id: what the audit trail names the code by (record type adjustment_code). */
  id: string | null;
  code: string | null;
  name: string | null;
  description: string | null;
  kind: string | null;
  ratio: unknown;
  formattedRatio: string | null;
  flat: unknown;
  formattedFlat: string | null;
  currencyCode: string | null;
  calculationLogic: string | null;
  condition: string | null;
  order: number | null;
  /** Taxes only. */
  cap?: unknown;
  formattedCap?: string | null;
  rounding?: string | null;
};

/** How a code's value reads in the table: 12.50%, HKD 80.00, or its custom logic. */
export function valueText(row: CodeRow, customLabel: string): string {
  if (row.kind === 'ratio') return `${row.formattedRatio ?? ''}%`;
  if (row.kind === 'flat') return row.formattedFlat ?? '';
  return customLabel;
}
