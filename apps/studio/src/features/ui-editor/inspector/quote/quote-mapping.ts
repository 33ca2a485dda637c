import {
  bindingKey,
  INPUT_MAPPING_PROP,
  inputMappingOf,
  quoteFeeds,
  quoteFields,
  quoteNeeds,
  takesDiscountCodes,
  type UiNode,
  type VariableFeed,
} from '@carrier/contracts/ui-tree';

export type VariableReader = { kind: string; code: string | null };
/** A product version's rating variable as the API's ratingVariables gives it. */
export type MappingVariable = {
  name: string;
  type: string;
  optional: boolean;
  readBy: readonly VariableReader[];
  requiredBy: readonly VariableReader[];
};

/**
 * fed: a field feeds it; unfed: a live quote breaks without it (publishing is refused); optional: its
 * rules cope without it; notQuoted: only underwriting (or a discount the page cannot request) needs it.
 */
export type MappingStatus = 'fed' | 'unfed' | 'optional' | 'notQuoted';
export type MappingRow = { variable: MappingVariable; feed: VariableFeed | undefined; status: MappingStatus };

/** Each variable of the product with the field that feeds it on this form, as the published app and publish checks see it. */
export function mappingRows(
  variables: readonly MappingVariable[],
  nodes: readonly UiNode[],
  button: UiNode,
): MappingRow[] {
  const feeds = quoteFeeds(nodes, button);
  const withCodes = takesDiscountCodes(nodes, button);
  return variables.map((variable) => {
    const feed = feeds.get(variable.name);
    const status: MappingStatus = feed
      ? 'fed'
      : quoteNeeds(variable, withCodes)
        ? 'unfed'
        : variable.requiredBy.length === 0
          ? 'optional'
          : 'notQuoted';
    return { variable, feed, status };
  });
}

/** The fields a variable can be fed from: the form's bound fields, the discount code field aside. */
export const fieldChoices = (nodes: readonly UiNode[], button: UiNode) =>
  [...quoteFields(nodes, button)].map(([bindTo, node]) => ({ bindTo, label: node.label || node.component }));

/**
 * The button's props with `variable` fed from `bindTo`: stored only where the names differ (a field
 * of the variable's own name feeds it anyway); '' removes the variable's mapping.
 */
export function propsWithMapping(button: UiNode, variable: string, bindTo: string): Record<string, unknown> {
  const mapping = inputMappingOf(button);
  delete mapping[variable];
  if (bindTo && bindingKey(bindTo) !== variable) mapping[variable] = bindTo;
  const props = { ...button.editorSettings.props };
  if (Object.keys(mapping).length) props[INPUT_MAPPING_PROP] = mapping;
  else delete props[INPUT_MAPPING_PROP];
  return props;
}
