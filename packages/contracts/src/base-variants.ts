import { isColorProperty, isCssColor } from './css-color';

/**
 * The base-component theme (the CMS config's baseComponentsVariantsJsonString), five layers deep:
 * component > variant > element > key (a state) > option (a CSS property and its value). Each
 * component, variant and element is one of the kit's style classes, so the published app's stylesheet
 * (and any canvas) gets the same CSS from baseVariantsCss.
 */
export type BaseVariants = Record<string, Record<string, Record<string, Record<string, Record<string, string>>>>>;

/** The states a key names, as the pseudo-class each one adds. */
export const BASE_VARIANT_STATES = {
  normal: '',
  hover: ':hover',
  focus: ':focus-visible',
  disabled: ':disabled',
} as const;
export type BaseVariantState = keyof typeof BASE_VARIANT_STATES;

type ElementClasses = Record<string, string>;
/** The kit's style classes: component > variant > element > its selector. */
export const BASE_COMPONENT_CLASSES: Record<string, Record<string, ElementClasses>> = {
  button: Object.fromEntries(
    ['default', 'primary', 'secondary', 'text', 'danger'].map((variant) => [
      variant,
      { root: variant === 'default' ? '.ck-button' : `.ck-button.ck-button--${variant}` },
    ]),
  ),
  input: {
    default: { root: '.ck-input', label: '.ck-field__label', hint: '.ck-field__hint', error: '.ck-field__error' },
    number: { root: '.ck-input.ck-input--number' },
    long: { root: '.ck-input.ck-input--long' },
  },
  select: { default: { root: '.ck-select' } },
  radios: { default: { root: '.ck-choices', option: '.ck-check', label: '.ck-check__label' } },
  modal: {
    default: {
      root: '.ck-modal',
      header: '.ck-modal__header',
      title: '.ck-modal__title',
      body: '.ck-modal__body',
      footer: '.ck-modal__footer',
    },
    side: { root: '.ck-modal.ck-modal--side' },
  },
  toggle: { default: { root: '.ck-toggle', track: '.ck-toggle__track', thumb: '.ck-toggle__thumb' } },
  datePicker: {
    default: { root: '.ck-date-picker', input: '.ck-date-picker__input', popup: '.ck-date-picker__popup' },
  },
  calendar: {
    default: {
      root: '.ck-calendar',
      header: '.ck-calendar__header',
      day: '.ck-calendar__day',
      selected: '.ck-calendar__day--selected',
    },
  },
  spinner: { default: { root: '.ck-spinner' }, large: { root: '.ck-spinner.ck-spinner--large' } },
  message: Object.fromEntries(
    ['default', 'success', 'error', 'warning'].map((variant) => [
      variant,
      { root: variant === 'default' ? '.ck-toast' : `.ck-toast.ck-toast--${variant}`, text: '.ck-toast__text' },
    ]),
  ),
  checkbox: { default: { root: '.ck-check', input: '.ck-check__input', label: '.ck-check__label' } },
  multiSelect: {
    default: { root: '.ck-multi', control: '.ck-multi__control', option: '.ck-multi__option' },
  },
};

/** The seed of the editor: every component, variant, element and state of the kit, no option set yet. */
export function defaultBaseVariants(): BaseVariants {
  const states = () => Object.fromEntries(Object.keys(BASE_VARIANT_STATES).map((state) => [state, {}]));
  return Object.fromEntries(
    Object.entries(BASE_COMPONENT_CLASSES).map(([component, variants]) => [
      component,
      Object.fromEntries(
        Object.entries(variants).map(([variant, elements]) => [
          variant,
          Object.fromEntries(Object.keys(elements).map((element) => [element, states()])),
        ]),
      ),
    ]),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored JSON as base variants: the seed with the stored options over it; anything unreadable is skipped. */
export function parseBaseVariants(json: string | null | undefined): BaseVariants {
  let stored: unknown = null;
  try {
    stored = json ? JSON.parse(json) : null;
  } catch {
    stored = null;
  }
  return baseVariantsOf(stored);
}

/** The kit's tree with the stored options of an already parsed value laid over it (see parseBaseVariants). */
export function baseVariantsOf(stored: unknown): BaseVariants {
  const tree = defaultBaseVariants();
  if (!isRecord(stored)) return tree;
  for (const [component, variants] of Object.entries(tree))
    for (const [variant, elements] of Object.entries(variants))
      for (const [element, keys] of Object.entries(elements))
        for (const key of Object.keys(keys)) {
          const options = (
            ((stored[component] as Record<string, unknown>)?.[variant] as Record<string, unknown>)?.[element] as Record<
              string,
              unknown
            >
          )?.[key];
          if (!isRecord(options)) continue;
          keys[key] = Object.fromEntries(
            Object.entries(options).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          );
        }
  return tree;
}

const PROPERTY = /^-{0,2}[a-zA-Z][a-zA-Z0-9-]*$/;
const cleanValue = (value: string) => value.replace(/[;{}<>]/g, '').trim();

/** The CSS of the options set, rule by rule, for the kit's classes: the same for the canvas and the published app. */
export function baseVariantsCss(tree: BaseVariants, scope = ''): string {
  const rules: string[] = [];
  for (const [component, variants] of Object.entries(tree))
    for (const [variant, elements] of Object.entries(variants))
      for (const [element, keys] of Object.entries(elements)) {
        const selector = BASE_COMPONENT_CLASSES[component]?.[variant]?.[element];
        if (!selector) continue;
        for (const [key, options] of Object.entries(keys)) {
          const pseudo = BASE_VARIANT_STATES[key as BaseVariantState];
          if (pseudo === undefined) continue;
          const declarations = Object.entries(options)
            .filter(([property, value]) => PROPERTY.test(property) && cleanValue(value))
            .map(([property, value]) => `  ${property}: ${cleanValue(value)};`);
          if (declarations.length)
            rules.push(`${scope ? `${scope} ` : ''}${selector}${pseudo} {\n${declarations.join('\n')}\n}`);
        }
      }
  return rules.join('\n');
}

/** Something in a base-component theme that would be lost or ignored: where it is, and why. */
export type BaseVariantsIssue = {
  path: string;
  /** notObject, unknownPart (with the layer: component, variant, element or key), notProperty, notText, notColor */
  code: 'notObject' | 'unknownPart' | 'notProperty' | 'notText' | 'notColor';
  layer?: (typeof LAYER_NAMES)[number];
  message: string;
};

const LAYER_NAMES = ['component', 'variant', 'element', 'key'] as const;

/**
 * What a base-component theme (parsed JSON) holds that the kit has no place for: an unknown component,
 * variant, element or key, an option whose value is not text, or a colour property whose value is no
 * colour. Empty when every part of it applies.
 */
export function baseVariantsIssues(value: unknown): BaseVariantsIssue[] {
  if (!isRecord(value)) return [{ path: '', code: 'notObject', message: 'must be an object of components' }];
  const issues: BaseVariantsIssue[] = [];
  const seed = defaultBaseVariants() as Record<string, unknown>;
  const walk = (node: Record<string, unknown>, known: Record<string, unknown>, path: string[]) => {
    for (const [name, child] of Object.entries(node)) {
      const here = [...path, name];
      const where = here.join('.');
      if (path.length === 4) {
        if (!PROPERTY.test(name))
          issues.push({ path: where, code: 'notProperty', message: 'is not a CSS property name' });
        else if (typeof child !== 'string')
          issues.push({ path: where, code: 'notText', message: 'must be text (a CSS value)' });
        else if (isColorProperty(name) && child.trim() && !isCssColor(child))
          issues.push({ path: where, code: 'notColor', message: 'must be a colour such as #1d4ed8 or rgb(29 78 216)' });
        continue;
      }
      if (!Object.hasOwn(known, name)) {
        const layer = LAYER_NAMES[path.length];
        issues.push({ path: where, code: 'unknownPart', layer, message: `is not a ${layer} of the kit` });
      } else if (!isRecord(child)) issues.push({ path: where, code: 'notObject', message: 'must be an object' });
      else walk(child, (known[name] ?? {}) as Record<string, unknown>, here);
    }
  };
  walk(value, seed, []);
  return issues;
}
