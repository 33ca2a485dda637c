import { DATE_OF_BIRTH_ELEMENT, type UiNode } from '@carrier/contracts/ui-tree';
import { ageOn, todayIso, type ValidationRule, type Validator, validatorFromRules } from '@carrier/kit';
import { elementOf } from '../ui-editor/elements';

// One definition with the publish checks, which see a page as the published app does.
export { pageNodes } from '@carrier/contracts/ui-tree';

const numberProp = (node: UiNode, ...names: string[]) => {
  for (const name of names) {
    const value = node.editorSettings.props[name];
    if (typeof value === 'number') return value;
  }
  return undefined;
};

/**
 * The rules a form element runs: required first (as its element type means it), then its validators as
 * the props tab stores them, then what its own props imply (a date of birth's age range).
 */
export function rulesOf(node: UiNode): ValidationRule[] {
  const live = elementOf(node.component).live;
  const requiredRule: ValidationRule = live?.required ?? { rule: 'required' };
  const rules: ValidationRule[] = node.editorSettings.props.required === true ? [requiredRule] : [];
  const stored = node.editorSettings.props.validators;
  for (const item of Array.isArray(stored) ? stored : []) {
    const name = typeof item === 'string' ? item : (item as { rule?: unknown })?.rule;
    if (name === 'required' && !rules.length) rules.push(requiredRule);
    else if (name === 'noChinese' || name === 'hkid') rules.push({ rule: name });
    else if (name === 'minWords') rules.push({ rule: 'minWords', min: numberProp(node, 'minWords', 'min') ?? 1 });
    else if (name === 'ageBetween')
      rules.push({
        rule: 'ageBetween',
        min: numberProp(node, 'minAge', 'min') ?? 0,
        max: numberProp(node, 'maxAge', 'max') ?? 150,
      });
  }
  for (const implied of live?.rules?.(node) ?? [])
    if (!rules.some((rule) => rule.rule === implied.rule)) rules.push(implied);
  return rules;
}

/** The values bound widgets show before the visitor touches them (a checkbox's false, a slider's minimum). */
export function initialValues(nodes: Iterable<UiNode>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const node of nodes) {
    const initial = node.bindTo ? elementOf(node.component).live?.initial : undefined;
    if (initial && node.bindTo && !(node.bindTo in values)) values[node.bindTo] = initial(node);
  }
  return values;
}

export const validatorOf = (node: UiNode): Validator => validatorFromRules(rulesOf(node));

/** The field a binding names, as the quote reads it: form.sumInsured -> sumInsured. */
const fieldKey = (bindTo: string) => bindTo.split('.').pop() ?? bindTo;

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

/**
 * What the visitor reads for each field a quote may name as missing, in `locale` (else en-US): its
 * label, by the name the quote gives it (the binding's last part, and a quote button's mapped variable).
 */
export function fieldLabels(nodes: readonly UiNode[], locale: string, mapping: Readonly<Record<string, string>> = {}) {
  const labels: Record<string, string> = {};
  const labelOf = (node: UiNode) => {
    const texts = node.editorSettings.texts.label ?? {};
    return (texts[locale] || texts['en-US'] || '').trim();
  };
  for (const node of nodes) {
    const label = node.bindTo ? labelOf(node) : '';
    if (node.bindTo && label) {
      labels[fieldKey(node.bindTo)] ??= label;
      if (node.component === DATE_OF_BIRTH_ELEMENT) labels.age ??= label;
    }
  }
  for (const [variable, bindTo] of Object.entries(mapping)) {
    const node = nodes.find((candidate) => candidate.bindTo === bindTo);
    const label = node ? labelOf(node) : '';
    if (label) labels[variable] = label;
  }
  return labels;
}

const DISCOUNT_FIELD = /^discountCodes?$/i;

/**
 * The quote button's mapping (`inputMapping`, variable -> binding; @carrier/contracts/ui-tree
 * quote-inputs.ts): each mapped variable gets its field's value, a date of birth's as the age in whole
 * years. A dotted variable (person.age) is given as a nested value, as the rules read it.
 */
function applyInputMapping(
  inputs: Record<string, unknown>,
  nodes: readonly UiNode[],
  values: Record<string, unknown>,
  mapping: Readonly<Record<string, string>>,
  today: string,
) {
  for (const [variable, bindTo] of Object.entries(mapping)) {
    const node = nodes.find((candidate) => candidate.bindTo === bindTo);
    const value = values[bindTo];
    if (!node || value === undefined || value === null || value === '') continue;
    const given =
      node.component === DATE_OF_BIRTH_ELEMENT && typeof value === 'string' ? ageOn(value, today, 'years') : value;
    const path = variable.split('.');
    let into = inputs;
    for (const segment of path.slice(0, -1)) {
      const next = Object.hasOwn(into, segment) ? into[segment] : undefined;
      const inner = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
      Object.defineProperty(into, segment, { value: inner, enumerable: true, writable: true, configurable: true });
      into = inner;
    }
    Object.defineProperty(into, path.at(-1) ?? variable, {
      value: given,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
}

/**
 * The quote's inputs from the form: each bound field under its own name (a date of birth also gives
 * `age`, whole years today, unless a field is named age), then the button's mapping; the button's
 * discountCodeField (or a field named discountCode) is the discount code.
 */
export function quoteInputs(
  nodes: Iterable<UiNode>,
  values: Record<string, unknown>,
  today: string = todayIso(),
  discountField?: string,
  mapping: Readonly<Record<string, string>> = {},
): { values: Record<string, unknown>; discountCodes: string[] } {
  const inputs: Record<string, unknown> = {};
  const discountCodes: string[] = [];
  let age: number | null = null;
  const list = [...nodes];
  for (const node of list) {
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
  applyInputMapping(inputs, list, values, mapping, today);
  return { values: inputs, discountCodes };
}
