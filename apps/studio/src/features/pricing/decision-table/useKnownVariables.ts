import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { type ProductId, productIdInput, productIdWhere } from '../../products/product-id';
import { RatingDictionaryQuery } from '../dictionary/graphql';
import type { KnownVariable } from './DecisionTableEditor';
import { KnownVariablesQuery } from './graphql';

const NONE: KnownVariable[] = [];

/** A declared type as a rule compares it: dates and choices are text. */
const ruleTypeOf = (type: string) => (type === 'number' || type === 'boolean' ? type : 'text');

type Declared = { name: string; type: string; labels: ReadonlyArray<{ locale: string; text: string }> };

/**
 * The product version's known inputs: the dictionary's declared ones first, with their label in the
 * studio's language, then what the rules and codes read that it does not declare. None while loading
 * or on failure (a failed dictionary read leaves the rules' inputs).
 */
export function useKnownVariables(id: ProductId | null): readonly KnownVariable[] {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['decision-table-variables', id?.plan, id?.type, id?.version ?? ''],
    enabled: id !== null,
    queryFn: async () => {
      const productId = id as ProductId;
      const [read, dictionary] = await Promise.all([
        request(KnownVariablesQuery, { productId: productIdWhere(productId) }),
        request(RatingDictionaryQuery, { productId: productIdInput(productId) }).catch(() => null),
      ]);
      return {
        declared: (dictionary?.ratingDictionary?.variables ?? []) as readonly Declared[],
        read: read.products_2?.list?.[0]?.ratingVariables ?? NONE,
      };
    },
  });
  if (!query.data) return NONE;
  const { declared, read } = query.data;
  const names = new Set(declared.map((variable) => variable.name));
  return [
    ...declared.map((variable) => ({
      name: variable.name,
      type: ruleTypeOf(variable.type),
      label: variable.labels.find((label) => label.locale === i18n.language)?.text || undefined,
    })),
    ...read.filter((variable) => !names.has(variable.name)),
  ];
}
