import { PUBLISH_ERRORS, parseProductIdLabel, productIdLabel, type TPublishProblem } from '@carrier/contracts';
import {
  isQuoteButton,
  pageNodes,
  quoteFeeds,
  quoteNeeds,
  takesDiscountCodes,
  type UiNode,
  walkTree,
} from '@carrier/contracts/ui-tree';
import type { ProductRating } from '../pricing/rating-variables';

export type QuoteProductId = { plan: string; type: string; version: string | null };
/** The ratings of the products the app's quote buttons name, by `productKey`; null: no such product. */
export type QuoteRatings = ReadonlyMap<string, ProductRating | null>;

/** A quote button's product, as the published runtime reads its productId prop (plan/type/version). */
export const quoteProductOf = (button: UiNode): QuoteProductId | null =>
  typeof button.editorSettings.props.productId === 'string'
    ? parseProductIdLabel(button.editorSettings.props.productId)
    : null;
export const productKey = (id: QuoteProductId) => JSON.stringify([id.plan, id.type, id.version ?? '']);

/** Every product the trees' quote buttons name. */
export function quoteProductsOf(trees: Iterable<UiNode>): QuoteProductId[] {
  const found = new Map<string, QuoteProductId>();
  for (const root of trees)
    for (const node of walkTree(root)) {
      const id = isQuoteButton(node) ? quoteProductOf(node) : null;
      if (id) found.set(productKey(id), id);
    }
  return [...found.values()];
}

/** A quote button with no product, one that does not exist, or one without pricing logic. */
export function* quoteButtonProblems(
  component: string,
  root: UiNode,
  ratings: QuoteRatings,
): Generator<TPublishProblem> {
  for (const node of walkTree(root)) {
    if (!isQuoteButton(node)) continue;
    const label = node.label || node.id;
    const id = quoteProductOf(node);
    if (!id) {
      yield PUBLISH_ERRORS.quoteWithoutProduct(component, label);
      continue;
    }
    const rating = ratings.get(productKey(id));
    if (!rating) yield PUBLISH_ERRORS.quoteProductMissing(component, label, productIdLabel(id));
    else if (!rating.hasPricing) yield PUBLISH_ERRORS.quoteProductUnpriced(component, label, productIdLabel(id));
  }
}

/**
 * On a page (instances opened in place), each variable a quote button's product needs (quoteNeeds: the
 * amount rule or a loading, or a discount when the page sends codes) that no field feeds.
 */
export function* unfedVariableProblems(
  path: string,
  root: UiNode,
  components: ReadonlyMap<string, UiNode>,
  ratings: QuoteRatings,
): Generator<TPublishProblem> {
  const nodes = [...pageNodes(root, components)];
  for (const button of nodes) {
    if (!isQuoteButton(button)) continue;
    const id = quoteProductOf(button);
    const rating = id ? ratings.get(productKey(id)) : null;
    if (!id || !rating?.hasPricing) continue;
    const withCodes = takesDiscountCodes(nodes, button);
    const feeds = quoteFeeds(nodes, button);
    for (const variable of rating.variables)
      if (quoteNeeds(variable, withCodes) && !feeds.has(variable.name))
        yield PUBLISH_ERRORS.quoteVariableUnfed(path, button.label || button.id, productIdLabel(id), variable.name);
  }
}
