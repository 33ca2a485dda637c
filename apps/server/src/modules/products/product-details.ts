import { isJsonText, PRODUCT_ERRORS } from '@carrier/contracts';
import type { Problem } from '../../core/outcome';
import type { NewProduct } from './products.repository';

type Maybe<T> = T | null | undefined;

/** The reference's descriptive product fields, as createProductInput and updateProductInput send them. */
export type ProductDetailsInput = {
  status?: Maybe<string>;
  lifecycleStage?: Maybe<string>;
  tags?: Maybe<ReadonlyArray<Maybe<{ type: string }>>>;
  launchPeriodStartDate?: Maybe<string>;
  launchPeriodEndDate?: Maybe<string>;
  fields?: Maybe<string>;
  representation?: Maybe<string>;
  issuerProductId?: Maybe<string>;
  productTreeId?: Maybe<string>;
  changeEffectiveDate?: Maybe<string>;
  /** updateProductInput: false means `fields` is to be left as it is. */
  isFieldsChanged?: Maybe<boolean>;
  isRepresentationChanged?: Maybe<boolean>;
};

type DetailColumns = Pick<
  NewProduct,
  | 'status'
  | 'lifecycleStage'
  | 'tags'
  | 'launchPeriodStartDate'
  | 'launchPeriodEndDate'
  | 'fields'
  | 'representation'
  | 'issuerProductId'
  | 'productTreeId'
  | 'changeEffectiveDate'
>;

/**
 * The columns to write for the fields the input sends (an absent field is left alone; null clears it),
 * or the problem with them. `fields` and `representation` must be JSON; the period must not end before it starts.
 */
export function detailColumns(input: ProductDetailsInput, current?: DetailColumns): DetailColumns | Problem {
  const columns: DetailColumns = {};
  if (input.status !== undefined) columns.status = input.status;
  if (input.lifecycleStage !== undefined) columns.lifecycleStage = input.lifecycleStage;
  if (input.tags !== undefined) {
    columns.tags = [...new Set((input.tags ?? []).flatMap((tag) => (tag?.type ? [tag.type] : [])))];
  }
  if (input.launchPeriodStartDate !== undefined) columns.launchPeriodStartDate = input.launchPeriodStartDate;
  if (input.launchPeriodEndDate !== undefined) columns.launchPeriodEndDate = input.launchPeriodEndDate;
  // Identifiers: an empty string clears them like null.
  if (input.issuerProductId !== undefined) columns.issuerProductId = input.issuerProductId || null;
  if (input.productTreeId !== undefined) columns.productTreeId = input.productTreeId || null;
  if (input.changeEffectiveDate !== undefined) columns.changeEffectiveDate = input.changeEffectiveDate;
  const documents = [
    ['fields', input.fields, input.isFieldsChanged],
    ['representation', input.representation, input.isRepresentationChanged],
  ] as const;
  for (const [name, text, changed] of documents) {
    if (text === undefined || changed === false) continue;
    if (text !== null && !isJsonText(text)) return PRODUCT_ERRORS.invalidJson(name);
    columns[name] = text;
  }
  const start = columns.launchPeriodStartDate ?? current?.launchPeriodStartDate;
  const end = columns.launchPeriodEndDate ?? current?.launchPeriodEndDate;
  if (start && end && end < start) return PRODUCT_ERRORS.invalidLaunchPeriod;
  return columns;
}
