import {
  type DictionaryLabels,
  type DictionaryVariable,
  isDictionaryType,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from '@carrier/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { formatNames } from '../../../i18n/list-format';
import { toasts } from '../../../ui/toasts/toast-store';
import { type ProductId, productIdInput } from '../../products/product-id';
import { RatingDictionaryQuery } from './graphql';

type LabelRow = { locale: string; text: string };
type VariableRow = {
  name: string;
  type: string;
  labels: readonly LabelRow[];
  unit: string | null;
  min: number | null;
  max: number | null;
  choices: ReadonlyArray<{ value: string; labels: readonly LabelRow[] }>;
  required: boolean;
};

const labelsOf = (rows: readonly LabelRow[]): DictionaryLabels => {
  const labels: DictionaryLabels = {};
  for (const row of rows)
    if ((SUPPORTED_LOCALES as readonly string[]).includes(row.locale)) labels[row.locale as SupportedLocale] = row.text;
  return labels;
};
const labelRows = (labels: DictionaryLabels): LabelRow[] =>
  SUPPORTED_LOCALES.flatMap((locale) => (labels[locale]?.trim() ? [{ locale, text: labels[locale] as string }] : []));

/** A variable as the API answers it, as the contracts' type. */
const variableOfRow = (row: VariableRow): DictionaryVariable => ({
  name: row.name,
  type: isDictionaryType(row.type) ? row.type : 'text',
  labels: labelsOf(row.labels),
  unit: row.unit,
  min: row.min,
  max: row.max,
  choices: row.choices.map((choice) => ({ value: choice.value, labels: labelsOf(choice.labels) })),
  required: row.required,
});

/** A variable as the update mutation takes it. */
export const variableInput = (variable: DictionaryVariable) => ({
  name: variable.name.trim(),
  type: variable.type,
  labels: labelRows(variable.labels),
  unit: variable.unit?.trim() || null,
  min: variable.type === 'number' ? variable.min : null,
  max: variable.type === 'number' ? variable.max : null,
  choices:
    variable.type === 'choice'
      ? variable.choices.map((choice) => ({ value: choice.value.trim(), labels: labelRows(choice.labels) }))
      : [],
  required: variable.required,
});

export const dictionaryKey = (id: ProductId) => ['rating-dictionary', id.plan, id.type, id.version ?? ''] as const;

async function fetchDictionary(id: ProductId) {
  const data = (await request(RatingDictionaryQuery, { productId: productIdInput(id) })).ratingDictionary;
  if (!data) return null;
  return {
    isFrozen: data.isFrozen,
    undeclared: [...data.undeclared],
    variables: data.variables.map(variableOfRow),
    fromRules: data.fromRules.map(variableOfRow),
  };
}

/** A product version's dictionary (null: no such product). */
export const useDictionary = (id: ProductId) =>
  useQuery({ queryKey: dictionaryKey(id), queryFn: () => fetchDictionary(id) });

/**
 * After a rule is saved: a warning naming the variables the rules read that the version's non-empty
 * dictionary does not declare (an empty dictionary declares nothing and warns of nothing).
 */
export async function warnUndeclared(
  queryClient: QueryClient,
  id: ProductId,
  say: (names: string) => string,
): Promise<void> {
  const fresh = await queryClient.fetchQuery({
    queryKey: dictionaryKey(id),
    queryFn: () => fetchDictionary(id),
    staleTime: 0,
  });
  if (fresh && fresh.undeclared.length > 0) toasts.warning(say(formatNames(fresh.undeclared)));
}
