import type { NodeOptions, UiNode } from '@carrier/contracts/ui-tree';
import type { ValidationRule } from '@carrier/kit';
import type { ComponentType } from 'react';
import { type Localized, localized } from '../../../i18n/localized';
import type { CanvasProps, FlatNode } from '../../../shared/canvas/element-renderer';

export type ElementCategory = 'layout' | 'text' | 'form';

// An element type owns its words (its name, a prop's label) in every studio locale.
export { type Localized, localized };

/** A value a choice prop may take and how the inspector names it. */
export type Choice = { value: string; label: Localized };
export const choice = (value: string, en: string, zh: string): Choice => ({ value, label: localized(en, zh) });
/** Choices whose values read the same in every locale (h1, h2, ...). */
export const sameInEveryLocale = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: localized(value, value) }));

/** One prop of an element type as the inspector's props tab edits it, with its label. */
export type PropSpec = { name: string; label: Localized } & (
  | { kind: 'text' | 'number' | 'boolean' }
  | { kind: 'choice'; choices: readonly Choice[] }
  | { kind: 'options' }
  | { kind: 'validators' }
  /** A prop with an editor of the element type's own (an image's file, a link's address). */
  | { kind: 'custom'; Editor: ComponentType<PropEditorProps> }
);

/** What an element type's own prop editor gets: its label, the prop's value and how to change it. */
export type PropEditorProps = { node: FlatNode; label: string; value: unknown; onChange: (value: unknown) => void };

/**
 * An element type of the UI editor as one unit: its gallery entry (category, name in every locale), its
 * defaults, its inspector fields (texts per locale, binding, props with their labels), how it behaves in
 * the published app and its canvas renderer. The template is generic (see @carrier/contracts/ui-tree), so a type never
 * needs code anywhere else: it is registered by its one line in elements/index.ts.
 */
export type ElementType = {
  type: string;
  name: Localized;
  category: ElementCategory;
  /** Holds children (layout elements). */
  container?: boolean;
  /** Its text fields, each edited per locale in the content tab. */
  texts: readonly string[];
  /** A form element bound to a field of the component's data (v-model). */
  binds?: boolean;
  props: readonly PropSpec[];
  defaults: () => NodeOptions;
  /** How a bound element's value starts and is checked where the tree runs live. */
  live?: LiveBehaviour;
  Canvas: ComponentType<CanvasProps>;
};

type NodeSettings = Pick<UiNode, 'editorSettings'>;

/** A bound element's value in the published app beyond "empty until typed, required means not empty". */
type LiveBehaviour = {
  /** The value the widget shows before the visitor touches it, recorded and sent as it is. */
  initial?: (node: NodeSettings) => unknown;
  /** What `required` checks (a checkbox must be ticked); default: not empty. */
  required?: ValidationRule;
  /** Rules the element's own props imply (a date of birth's age range). */
  rules?: (node: NodeSettings) => ValidationRule[];
  /** What clicking it does in the published app, when anything (a button set to quote). */
  action?: (node: NodeSettings) => ButtonAction | undefined;
};

export const defineElement = (type: ElementType) => type;

export const REQUIRED: PropSpec = { name: 'required', label: localized('Required', '必填'), kind: 'boolean' };
export const DISABLED: PropSpec = { name: 'disabled', label: localized('Disabled', '停用'), kind: 'boolean' };
export const VALIDATORS: PropSpec = {
  name: 'validators',
  label: localized('Validators', '驗證規則'),
  kind: 'validators',
};
export const OPTIONS: PropSpec = { name: 'options', label: localized('Options', '選項'), kind: 'options' };
/** The numbers the minWords and ageBetween validators need (a date of birth has the age range of its own). */
export const MIN_WORDS: PropSpec = { name: 'minWords', label: localized('Minimum words', '最少字數'), kind: 'number' };
export const MIN_AGE: PropSpec = { name: 'minAge', label: localized('Minimum age', '最小年齡'), kind: 'number' };
export const MAX_AGE: PropSpec = { name: 'maxAge', label: localized('Maximum age', '最大年齡'), kind: 'number' };
export const FIELD_TEXTS = ['label', 'hint'] as const;

/**
 * One choice of a select, radios, checkbox group or multi-select as stored in the node's props: its value,
 * its label per locale (`labels`), and `label`, the en-US text older nodes hold alone (still the fallback).
 */
export type OptionValue = { value: string; label: string; labels?: Partial<Record<string, string>> };
export const optionLabel = (option: OptionValue, locale: string) =>
  option.labels?.[locale] || option.labels?.['en-US'] || option.label || option.value;
export const optionsOf = (node: NodeSettings): OptionValue[] => {
  const options = node.editorSettings.props.options;
  return Array.isArray(options)
    ? options.filter((option): option is OptionValue => typeof option?.value === 'string')
    : [];
};
export const SAMPLE_OPTIONS: OptionValue[] = [
  { value: 'a', label: 'Option A', labels: { 'en-US': 'Option A' } },
  { value: 'b', label: 'Option B', labels: { 'en-US': 'Option B' } },
];
export const numberProp = (node: NodeSettings, name: string) => {
  const value = node.editorSettings.props[name];
  return typeof value === 'number' ? value : undefined;
};
export const boolProp = (node: FlatNode, name: string) => node.editorSettings.props[name] === true;

/** What a button does in the published app: nothing, or run a product's quote with the form's values. */
type ButtonAction = 'quote';

/** A live field's value as each kind of widget takes it. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
export const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);
export const asBoolean = (value: unknown) => (typeof value === 'boolean' ? value : null);
export const asTextList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
export type { CanvasProps } from '../../../shared/canvas/element-renderer';
