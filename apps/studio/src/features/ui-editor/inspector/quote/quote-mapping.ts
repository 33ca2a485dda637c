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

type VariableReader = { kind: string; code: string | null };
/** A product version's rating variable as the API's ratingVariables gives it. */
export type MappingVariable = {
  name: string;
  type: string;
  optional: boolean;
  readBy: readonly VariableReader[];
  requiredBy: readonly VariableReader[];
  /** The dictionary's label in the studio's locale, when the product declares the variable. */
  label?: string;
};

/** A declared variable as the dictionary query gives it. */
export type DeclaredVariable = {
  name: string;
  type: string;
  labels: ReadonlyArray<{ locale: string; text: string }>;
  required: boolean;
};

/**
 * The mapping's variables with a non-empty dictionary: the declared ones first (labelled; a required one
 * the rules do not read is still needed, as the publish checks say), then what the rules read beyond it.
 */
export function withDictionary(
  variables: readonly MappingVariable[],
  declared: readonly DeclaredVariable[],
  locale: string,
): MappingVariable[] {
  if (declared.length === 0) return [...variables];
  const labelOf = (variable: DeclaredVariable) =>
    (variable.labels.find((label) => label.locale === locale) ?? variable.labels[0])?.text;
  const listed = declared.map((variable): MappingVariable => {
    const read = variables.find((other) => other.name === variable.name);
    const needed: VariableReader[] = variable.required ? [{ kind: 'amount', code: null }] : [];
    return {
      ...(read ?? {
        name: variable.name,
        type: variable.type,
        optional: !variable.required,
        readBy: [],
        requiredBy: [],
      }),
      requiredBy: read && read.requiredBy.length > 0 ? read.requiredBy : needed,
      label: labelOf(variable),
    };
  });
  return [...listed, ...variables.filter((variable) => !declared.some((other) => other.name === variable.name))];
}

/**
 * fed: a field feeds it; unfed: a live quote breaks without it (publishing is refused); optional: its
 * rules cope without it; notQuoted: only underwriting (or a discount the page cannot request) needs it.
 */
type MappingStatus = 'fed' | 'unfed' | 'optional' | 'notQuoted';
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
