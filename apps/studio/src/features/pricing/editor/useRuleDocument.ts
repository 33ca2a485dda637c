import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mutate, request } from '../../../api/client';
import type { ProductId } from '../../products/product-id';
import { productIdInput, productIdWhere } from '../../products/product-id';
import {
  CreatePriceLogicMutation,
  RuleEditorQuery,
  UpdatePriceLogicMutation,
  UpdateUnderwritingMutation,
} from '../graphql/pricing';
import type { RuleAspect } from './test-run';

/** Pretty JSON when the text parses, else the text as it is. */
export function formatRule(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * The rule an editor works on: loaded (a product without amount logic gets '{}' first), edited,
 * saved. `dirty` while the text differs from what is stored; saving is ignored while loading.
 */
export function useRuleDocument(id: ProductId | null, aspect: RuleAspect) {
  const query = useQuery({
    queryKey: ['rule-editor', aspect, id?.plan, id?.type, id?.version ?? ''],
    enabled: id !== null,
    queryFn: async () => {
      const product = (await request(RuleEditorQuery, { productId: productIdWhere(id as ProductId) })).products_2
        ?.list?.[0];
      if (!product) return null;
      let stored =
        aspect === 'pricing' ? (product.pricing?.amountLogic ?? null) : (product.underwritingRulesJson ?? null);
      if (aspect === 'pricing' && stored === null && !product.isFrozen) {
        await mutate(
          CreatePriceLogicMutation,
          { productId: productIdInput(id as ProductId), input: { amountLogic: '{}' } },
          (data) => data.createPriceLogic,
        );
        stored = '{}';
      }
      return {
        name: product.name ?? null,
        recordId: product.recordId,
        isFrozen: product.isFrozen,
        stored: stored ?? '{}',
      };
    },
  });
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!query.data) return;
    const key = `${aspect}:${query.data.stored}`;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    const pretty = formatRule(query.data.stored);
    setText(pretty);
    setSaved(pretty);
  }, [query.data, aspect]);

  /** Saves the text (the caller's `useSubmit` says how it went); false while there is nothing to save. */
  const save = useCallback(async () => {
    if (!id || query.isFetching) return false;
    const compact = JSON.stringify(JSON.parse(text));
    if (aspect === 'pricing')
      await mutate(
        UpdatePriceLogicMutation,
        { productId: productIdInput(id), input: { amountLogic: compact } },
        (data) => data.updatePriceLogic,
      );
    else
      await request(UpdateUnderwritingMutation, {
        productId: productIdInput(id),
        input: { underwritingRules: compact },
      });
    setSaved(text);
    return true;
  }, [id, query.isFetching, text, aspect]);

  return {
    query,
    text,
    setText,
    save,
    loading: query.isFetching,
    dirty: saved !== null && text !== saved,
  };
}
