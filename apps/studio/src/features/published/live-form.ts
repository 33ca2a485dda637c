import { type UiNode, walkTree } from '@carrier/contracts/ui-tree';
import { ageOn, todayIso, type ValidationRule, type Validator, validatorFromRules } from '@carrier/kit';

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

const numberProp = (node: UiNode, ...names: string[]) => {
  for (const name of names) {
    const value = node.editorSettings.props[name];
    if (typeof value === 'number') return value;
  }
  return undefined;
};

/** The rules a form element runs: required first, then its validators as the props tab stores them. */
export function rulesOf(node: UiNode): ValidationRule[] {
  const rules: ValidationRule[] = node.editorSettings.props.required === true ? [{ rule: 'required' }] : [];
  const stored = node.editorSettings.props.validators;
  for (const item of Array.isArray(stored) ? stored : []) {
    const name = typeof item === 'string' ? item : (item as { rule?: unknown })?.rule;
    if (name === 'required' && !rules.length) rules.push({ rule: 'required' });
    else if (name === 'noChinese' || name === 'hkid') rules.push({ rule: name });
    else if (name === 'minWords') rules.push({ rule: 'minWords', min: numberProp(node, 'minWords', 'min') ?? 1 });
    else if (name === 'ageBetween')
      rules.push({
        rule: 'ageBetween',
        min: numberProp(node, 'minAge', 'min') ?? 0,
        max: numberProp(node, 'maxAge', 'max') ?? 150,
      });
  }
  return rules;
}

export const validatorOf = (node: UiNode): Validator => validatorFromRules(rulesOf(node));

/** The field a binding names, as the quote reads it: form.sumInsured -> sumInsured. */
export const fieldKey = (bindTo: string) => bindTo.split('.').pop() ?? bindTo;

/** Every bound node's error (a kit message key), by binding; empty when the form is valid. */
export function validateForm(nodes: Iterable<UiNode>, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const node of nodes) {
    if (!node.bindTo || errors[node.bindTo]) continue;
    const error = validatorOf(node)(values[node.bindTo]);
    if (error) errors[node.bindTo] = error;
  }
  return errors;
}

const DISCOUNT_FIELD = /^discountCodes?$/i;

/**
 * The quote's inputs from the form: each bound field under its own name (a date of birth also gives
 * `age`, whole years today, unless a field is named age); the button's discountCodeField (or a field named
 * discountCode) is the discount code.
 */
export function quoteInputs(
  nodes: Iterable<UiNode>,
  values: Record<string, unknown>,
  today: string = todayIso(),
  discountField?: string,
): { values: Record<string, unknown>; discountCodes: string[] } {
  const inputs: Record<string, unknown> = {};
  const discountCodes: string[] = [];
  let age: number | null = null;
  for (const node of nodes) {
    if (!node.bindTo) continue;
    const key = fieldKey(node.bindTo);
    const value = values[node.bindTo];
    if (value === undefined || value === null || value === '') continue;
    if (node.bindTo === discountField || DISCOUNT_FIELD.test(key)) {
      const code = String(value).trim();
      if (code) discountCodes.push(code);
      continue;
    }
    Object.defineProperty(inputs, key, { value, enumerable: true, writable: true, configurable: true });
    if (node.component === 'JInputDateOfBirth' && typeof value === 'string') age = ageOn(value, today, 'years');
  }
  if (age !== null && !('age' in inputs)) inputs.age = age;
  return { values: inputs, discountCodes };
}
