import type { VariablesOf } from '../../api/graphql';
import type { PromotionPlanQuery } from './graphql';

export type PromotionItem = VariablesOf<typeof PromotionPlanQuery>['input']['items'][number];
export type ItemKind = 'product' | 'template' | 'app';
/** One chosen item and the words the page shows for it. */
export type Picked = { key: string; kind: ItemKind; item: PromotionItem; label: string };
export type Selection = ReadonlyMap<string, Picked>;

type ProductId = { plan: string; type: string; version?: string | null };

export const productItem = (productId: ProductId): PromotionItem => ({
  productId: { plan: productId.plan, type: productId.type, version: productId.version ?? null },
});

/** What kind of thing an item names (exactly one of its fields is set). */
function kindOf(item: PromotionItem): ItemKind {
  if (item.productId) return 'product';
  return item.templateId ? 'template' : 'app';
}

/** A key per item, unique across kinds. */
export function itemKey(item: PromotionItem): string {
  if (item.productId) {
    const { plan, type, version } = item.productId;
    return `product:${JSON.stringify([plan, type, version ?? ''])}`;
  }
  return item.templateId ? `template:${item.templateId}` : `app:${item.appId ?? ''}`;
}

export const pick = (item: PromotionItem, label: string): Picked => ({
  key: itemKey(item),
  kind: kindOf(item),
  item,
  label,
});

/** The selection with the item added, or removed when it was in it. */
export function toggle(selection: Selection, picked: Picked): Selection {
  const next = new Map(selection);
  if (next.has(picked.key)) next.delete(picked.key);
  else next.set(picked.key, picked);
  return next;
}

export const selectionItems = (selection: Selection): PromotionItem[] => [...selection.values()].map((p) => p.item);

/** An item's ids as words: plan / type / version, or the template's or app's id. */
export function describeItem(item: PromotionItem): string {
  if (item.productId) {
    const { plan, type, version } = item.productId;
    return [plan, type, version].filter(Boolean).join(' / ');
  }
  return item.templateId ?? item.appId ?? '';
}

/** The Promote page with one item chosen (the "Promote…" action of a product version, a template, an app). */
export function promotionPath(item: PromotionItem, label: string): string {
  const params = new URLSearchParams();
  if (item.productId) {
    params.set('plan', item.productId.plan);
    params.set('type', item.productId.type);
    if (item.productId.version) params.set('version', item.productId.version);
  } else if (item.templateId) params.set('template', item.templateId);
  else if (item.appId) params.set('app', item.appId);
  params.set('name', label);
  return `/promotion?${params}`;
}

/** The selection a Promote link carries: at most one item, labelled by the name it passed. */
export function selectionFromSearch(params: URLSearchParams): Selection {
  const plan = params.get('plan');
  const type = params.get('type');
  const templateId = params.get('template');
  const appId = params.get('app');
  const item: PromotionItem | null =
    plan && type
      ? productItem({ plan, type, version: params.get('version') })
      : templateId
        ? { templateId }
        : appId
          ? { appId }
          : null;
  if (!item) return new Map();
  const picked = pick(item, params.get('name') || describeItem(item));
  return new Map([[picked.key, picked]]);
}
