import {
  CreateDiscountCodeMutation,
  CreateLoadingCodeMutation,
  DiscountCodesQuery,
  LoadingCodesQuery,
  RemoveDiscountCodeMutation,
  RemoveLoadingCodeMutation,
  UpdateDiscountCodeMutation,
  UpdateLoadingCodeMutation,
} from '../graphql/codes';

export type CodeKind = 'discount' | 'loading';

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
} as const;

export type CodeRow = {
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
};

/** How a code's value reads in the table: 12.50%, HKD 80.00, or its custom logic. */
export function valueText(row: CodeRow, customLabel: string): string {
  if (row.kind === 'ratio') return `${row.formattedRatio ?? ''}%`;
  if (row.kind === 'flat') return row.formattedFlat ?? '';
  return customLabel;
}
