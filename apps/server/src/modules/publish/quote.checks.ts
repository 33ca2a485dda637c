import {
  type DictionaryVariable,
  PUBLISH_ERRORS,
  parseProductIdLabel,
  productIdLabel,
  type TPublishProblem,
} from '@carrier/contracts';
import {
  feedMismatch,
  inputMappingOf,
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
const quoteProductOf = (button: UiNode): QuoteProductId | null =>
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
    const node = button.label || button.id;
    const product = productIdLabel(id);
    const unfed = new Set<string>();
    for (const variable of rating.variables)
      if (quoteNeeds(variable, withCodes) && !feeds.has(variable.name)) unfed.add(variable.name);
    yield* dictionaryProblems(path, node, product, rating.dictionary, button, feeds, unfed);
    for (const name of unfed) yield PUBLISH_ERRORS.quoteVariableUnfed(path, node, product, name);
  }
}

/** A choice element's option values, as its props store them (options: [{ value, label }]). */
function optionValues(field: UiNode): string[] | null {
  const options = field.editorSettings.props.options;
  if (!Array.isArray(options)) return null;
  return options
    .map((option) => (typeof option === 'object' && option !== null ? (option as { value?: unknown }).value : null))
    .filter((value): value is string => typeof value === 'string');
}

/**
 * Against a non-empty dictionary: a mapping to a variable it does not declare, a variable fed by a field
 * that cannot give its type (a text box for a number), a choice variable fed by a field whose options
 * differ from its choices, and a required variable no field feeds (added to unfed).
 */
function* dictionaryProblems(
  path: string,
  node: string,
  product: string,
  dictionary: readonly DictionaryVariable[],
  button: UiNode,
  feeds: ReturnType<typeof quoteFeeds>,
  unfed: Set<string>,
): Generator<TPublishProblem> {
  if (dictionary.length === 0) return;
  for (const variable of Object.keys(inputMappingOf(button)))
    if (!dictionary.some((declared) => declared.name === variable))
      yield PUBLISH_ERRORS.quoteMappingUndeclared(path, node, product, variable);
  for (const variable of dictionary) {
    const feed = feeds.get(variable.name);
    if (!feed) {
      if (variable.required) unfed.add(variable.name);
      continue;
    }
    const given = feedMismatch(feed, variable.type);
    if (given !== null) {
      const field = feed.node.label || feed.bindTo;
      yield PUBLISH_ERRORS.quoteFieldTypeDiffers(path, node, product, variable.name, field, variable.type, given);
      continue;
    }
    if (variable.type !== 'choice') continue;
    const offered = optionValues(feed.node);
    const declared = variable.choices.map((choice) => choice.value);
    if (offered !== null && (offered.length !== declared.length || offered.some((value) => !declared.includes(value))))
      yield PUBLISH_ERRORS.quoteChoicesDiffer(path, node, product, variable.name);
  }
}
