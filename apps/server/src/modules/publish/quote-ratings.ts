import { normalizeTree, type UiNode } from '@carrier/contracts/ui-tree';
import { inTurn } from '../../platform/db/in-turn';
import type { RatingReader } from '../pricing/rating-variables';
import { productKey, type QuoteRatings, quoteProductsOf } from './quote.checks';

/** The ratings of the products the components' quote buttons name, for the publish checks. */
export async function quoteRatingsOf(
  read: RatingReader,
  tenantId: string,
  components: ReadonlyArray<{ editorAst: unknown }>,
): Promise<QuoteRatings> {
  const trees = components
    .map((component) => normalizeTree(component.editorAst))
    .filter((tree): tree is UiNode => tree !== null);
  const ids = quoteProductsOf(trees);
  // Read inside the publish transaction: one product at a time.
  const ratings = await inTurn(...ids.map((id) => () => read(tenantId, id)));
  return new Map(ids.map((id, index) => [productKey(id), ratings[index] ?? null]));
}
