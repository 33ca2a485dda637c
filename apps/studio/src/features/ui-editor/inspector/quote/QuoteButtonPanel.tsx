import { parseProductIdLabel } from '@carrier/contracts';
import { type UiNode, walkTree } from '@carrier/contracts/ui-tree';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../../api/client';
import { useTreeMeta, useTreeStore } from '../../store/hooks';
import { updateNode } from '../../store/tree-ops';
import type { FlatNode } from '../../store/tree-store';
import { ProductPicker } from './ProductPicker';
import { QuoteMappingList } from './QuoteMappingList';
import { QuoteVariablesQuery } from './quote-graphql';
import { type MappingVariable, withDictionary } from './quote-mapping';

/** The product a productId text names: its rating variables, or why there are none. */
function useProductVariables(productId: string) {
  const id = parseProductIdLabel(productId);
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['ui-editor', 'quote-variables', id, i18n.language],
    enabled: id !== null,
    queryFn: async () => {
      const data = await request(QuoteVariablesQuery, { id: id as NonNullable<typeof id> });
      const [product] = data.products_2?.list ?? [];
      if (!product) return { state: 'missing' as const, variables: [] };
      const logic = product.pricing?.amountLogic?.trim();
      const variables: MappingVariable[] = withDictionary(
        product.ratingVariables,
        data.ratingDictionary?.variables ?? [],
        i18n.language,
      );
      return { state: logic && logic !== '{}' ? ('priced' as const) : ('unpriced' as const), variables };
    },
  });
}

/** The component's nodes and the button as a tree node, again after every change of the tree. */
function useFormNodes(buttonId: string): { nodes: UiNode[]; button: UiNode | undefined } {
  const store = useTreeStore();
  const { revision } = useTreeMeta();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store changes in place; its revision says when.
  return useMemo(() => {
    const nodes = [...walkTree(store.toTree())];
    return { nodes, button: nodes.find((node) => node.id === buttonId) };
  }, [store, revision, buttonId]);
}

/**
 * A quote button's product (a searchable picker of the tenant's products) and its mapping: each
 * variable the product's rules read and the form field that feeds it, unfed ones flagged.
 */
export function QuoteButtonPanel({ node }: { node: FlatNode }) {
  const { t } = useTranslation();
  const store = useTreeStore();
  const productId = typeof node.editorSettings.props.productId === 'string' ? node.editorSettings.props.productId : '';
  const product = useProductVariables(productId);
  const { nodes, button } = useFormNodes(node.id);
  if (node.editorSettings.props.action !== 'quote') return null;
  const setProps = (props: Record<string, unknown>) =>
    updateNode(store, node.id, (current) => ({ ...current, editorSettings: { ...current.editorSettings, props } }));
  const setProduct = (text: string) => {
    const props = { ...node.editorSettings.props };
    if (text) props.productId = text;
    else delete props.productId;
    setProps(props);
  };
  const notice = (key: string) => (
    <p role="status" className="text-xs text-amber-800">
      {t(key, { product: productId })}
    </p>
  );
  return (
    <section aria-label={t('uiEditor.quote.title')} className="space-y-2 border-t border-slate-200 pt-3">
      <ProductPicker value={productId} onChange={setProduct} />
      {!productId && notice('uiEditor.quote.pickProduct')}
      {productId && !parseProductIdLabel(productId) && notice('uiEditor.quote.badProductId')}
      {product.data?.state === 'missing' && notice('uiEditor.quote.productMissing')}
      {product.data?.state === 'unpriced' && notice('uiEditor.quote.productUnpriced')}
      {product.data?.state === 'priced' && button && (
        <QuoteMappingList variables={product.data.variables} nodes={nodes} button={button} onProps={setProps} />
      )}
    </section>
  );
}
