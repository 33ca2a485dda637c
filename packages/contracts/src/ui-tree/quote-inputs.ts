import type { DictionaryType } from '../rating-dictionary';
import { type UiNode, walkTree } from './node';

/**
 * How a published app's quote button turns its page's form into the product's rating variables. The
 * published runtime (studio features/published/live-form.ts), the UI editor's mapping panel and the
 * publish checks read it from here, so they agree on which field feeds which variable:
 * - a field bound to `form.x` (or `x`) feeds the variable `x`;
 * - a date of birth also feeds `age` (whole years on the day of the quote), unless a field is named age;
 * - the button's `inputMapping` prop ({ variable: binding }) feeds a variable from a field of another
 *   name; a date of birth mapped to a variable gives it the age too;
 * - the discount code field (the button's discountCodeField, or a field named discountCode) feeds none.
 */
export const INPUT_MAPPING_PROP = 'inputMapping';
export const DATE_OF_BIRTH_ELEMENT = 'JInputDateOfBirth';

/** A button that runs its product's quote in the published app. */
export const isQuoteButton = (node: UiNode) =>
  node.component === 'JButton' && node.editorSettings.props.action === 'quote';

/** The variable a binding feeds by its name: form.sumInsured -> sumInsured. */
export const bindingKey = (bindTo: string) => bindTo.split('.').pop() ?? bindTo;

const DISCOUNT_FIELD = /^discountCodes?$/i;

/** The button's discount code field (discountCodeField), if it names one. */
export const discountFieldOf = (button: UiNode): string | undefined => {
  const field = button.editorSettings.props.discountCodeField;
  return typeof field === 'string' && field.trim() ? field.trim() : undefined;
};

/** Whether a binding carries the discount code rather than a variable. */
export const isDiscountBinding = (bindTo: string, discountField?: string) =>
  bindTo === discountField || DISCOUNT_FIELD.test(bindingKey(bindTo));

const UNSAFE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** The button's explicit mapping, variable -> binding; anything else stored there is ignored. */
export function inputMappingOf(button: UiNode): Record<string, string> {
  const stored = button.editorSettings.props[INPUT_MAPPING_PROP];
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const mapping: Record<string, string> = {};
  for (const [variable, bindTo] of Object.entries(stored))
    if (variable.trim() && !UNSAFE_NAMES.has(variable) && typeof bindTo === 'string' && bindTo.trim())
      Object.defineProperty(mapping, variable, { value: bindTo, enumerable: true, writable: true, configurable: true });
  return mapping;
}

/** How a variable gets its value: by the field's name, as a date of birth's age, or by the button's mapping. */
export type VariableFeed = { bindTo: string; node: UiNode; via: 'name' | 'age' | 'mapping'; givesAge: boolean };

/** The kind of value a field gives the quote, as the published runtime sends it (a date as YYYY-MM-DD). */
export type FeedValueKind = 'number' | 'boolean' | 'text' | 'option' | 'date' | 'list';
const FIELD_VALUE_KINDS: Readonly<Record<string, FeedValueKind>> = {
  JInputText: 'text',
  JInputLongText: 'text',
  JInputNumber: 'number',
  JInputNumberStepper: 'number',
  JSlider: 'number',
  JToggle: 'boolean',
  JCheckbox: 'boolean',
  JSelect: 'option',
  JRadios: 'option',
  JDatePicker: 'date',
  [DATE_OF_BIRTH_ELEMENT]: 'date',
  JMultiSelect: 'list',
  JCheckboxGroup: 'list',
};
/** The kinds of value a dictionary variable of each type takes (contracts rating-dictionary.ts dictionaryInputIssue). */
const TAKES: Readonly<Record<DictionaryType, readonly FeedValueKind[]>> = {
  number: ['number'],
  boolean: ['boolean'],
  text: ['text', 'option', 'date'],
  date: ['date'],
  choice: ['option'],
};

/**
 * The kind of value a feed gives when a variable of `type` cannot take it (a text box for a number),
 * else null: it fits, or the field's element type gives no known kind of value.
 */
export function feedMismatch(feed: VariableFeed, type: DictionaryType): FeedValueKind | null {
  const kind = feed.givesAge ? 'number' : FIELD_VALUE_KINDS[feed.node.component];
  return kind === undefined || TAKES[type].includes(kind) ? null : kind;
}

/** The bound fields a quote reads (the discount code field aside), first of each binding. */
export function quoteFields(nodes: Iterable<UiNode>, button: UiNode): Map<string, UiNode> {
  const discountField = discountFieldOf(button);
  const fields = new Map<string, UiNode>();
  for (const node of nodes)
    if (node.bindTo && !isDiscountBinding(node.bindTo, discountField) && !fields.has(node.bindTo))
      fields.set(node.bindTo, node);
  return fields;
}

/** Each variable the quote button's page sends, and the field that feeds it. */
export function quoteFeeds(nodes: Iterable<UiNode>, button: UiNode): Map<string, VariableFeed> {
  const fields = quoteFields(nodes, button);
  const feeds = new Map<string, VariableFeed>();
  for (const [bindTo, node] of fields) {
    const key = bindingKey(bindTo);
    if (!feeds.has(key)) feeds.set(key, { bindTo, node, via: 'name', givesAge: false });
  }
  if (!feeds.has('age'))
    for (const [bindTo, node] of fields)
      if (node.component === DATE_OF_BIRTH_ELEMENT) {
        feeds.set('age', { bindTo, node, via: 'age', givesAge: true });
        break;
      }
  for (const [variable, bindTo] of Object.entries(inputMappingOf(button))) {
    const node = fields.get(bindTo);
    if (node) feeds.set(variable, { bindTo, node, via: 'mapping', givesAge: node.component === DATE_OF_BIRTH_ELEMENT });
  }
  return feeds;
}

/** An app's component trees by id and by name. */
export type ComponentsByKey = ReadonlyMap<string, UiNode>;

/** The nodes a page shows, an instance of another component opened in place (a component inside itself stops). */
export function* pageNodes(
  root: UiNode,
  components: ComponentsByKey,
  seen: ReadonlySet<string> = new Set(),
): Generator<UiNode> {
  for (const node of walkTree(root)) {
    const inner = node.componentId ? (components.get(node.componentId) ?? components.get(node.component)) : undefined;
    if (inner && !seen.has(node.component)) yield* pageNodes(inner, components, new Set([...seen, node.component]));
    else yield node;
  }
}

/** The readers of a rating variable that need it (the server's ratingVariables' requiredBy). */
export type NeededBy = { requiredBy: ReadonlyArray<{ kind: string }> };

/**
 * Whether a live quote breaks without the variable: the amount rule or a loading needs it (the quote
 * states no amount), or a discount needs it while the page can send discount codes (that code never
 * applies). Underwriting's variables do not count: the published app does not run underwriting. A
 * variable read with a default, or only checked with missing/missing_some, is needed by no one.
 */
export const quoteNeeds = (variable: NeededBy, takesDiscountCodes: boolean) =>
  variable.requiredBy.some(
    (reader) =>
      reader.kind === 'amount' || reader.kind === 'loading' || (reader.kind === 'discount' && takesDiscountCodes),
  );

/** Whether the page can send discount codes with the button's quote. */
export const takesDiscountCodes = (nodes: Iterable<UiNode>, button: UiNode) => {
  const discountField = discountFieldOf(button);
  for (const node of nodes) if (node.bindTo && isDiscountBinding(node.bindTo, discountField)) return true;
  return false;
};
