import {
  DICTIONARY_TYPES,
  type DictionaryChoice,
  type DictionaryLabels,
  type DictionaryType,
  type DictionaryVariable,
  SUPPORTED_LOCALES,
} from '@carrier/contracts';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { toResult } from '../../graphql/outcome';
import { neverCached } from '../../graphql/response-cache';
import { ResultRef } from '../../graphql/result';
import { ProductIdInput } from '../products/product-refs.schema';
import type { DictionaryView } from './rating-dictionary.service';

type LocaleText = { locale: string; text: string };

const DictionaryTypeEnum = builder.enumType('ratingDictionaryType', {
  description: 'The type of a declared input',
  values: DICTIONARY_TYPES,
});

const LocaleTextRef = builder.objectRef<LocaleText>('ratingDictionaryLabel').implement({
  description: 'A label in one locale (en-US, zh-HK)',
  fields: (t) => ({
    locale: t.exposeString('locale', { nullable: false }),
    text: t.exposeString('text', { nullable: false }),
  }),
});

const labelsOf = (labels: DictionaryLabels): LocaleText[] =>
  SUPPORTED_LOCALES.flatMap((locale) => (labels[locale] ? [{ locale, text: labels[locale] as string }] : []));

const ChoiceRef = builder.objectRef<DictionaryChoice>('ratingDictionaryChoice').implement({
  fields: (t) => ({
    value: t.exposeString('value', { nullable: false }),
    labels: t.field({ type: [LocaleTextRef], nullable: false, resolve: (choice) => labelsOf(choice.labels) }),
  }),
});

const VariableRef = builder.objectRef<DictionaryVariable>('ratingDictionaryVariable').implement({
  description: 'An input a product version declares: a quote checks its value against it',
  fields: (t) => ({
    name: t.exposeString('name', {
      nullable: false,
      description: 'What the rules read (var), dotted for a nested value',
    }),
    type: t.field({ type: DictionaryTypeEnum, nullable: false, resolve: (variable) => variable.type }),
    labels: t.field({ type: [LocaleTextRef], nullable: false, resolve: (variable) => labelsOf(variable.labels) }),
    unit: t.exposeString('unit'),
    min: t.exposeFloat('min', { description: 'Numbers only: the least value a quote accepts' }),
    max: t.exposeFloat('max', { description: 'Numbers only: the largest value a quote accepts' }),
    choices: t.field({ type: [ChoiceRef], nullable: false, resolve: (variable) => variable.choices }),
    required: t.exposeBoolean('required', {
      nullable: false,
      description: 'A quote without it states no amount and lists it in missingVariables',
    }),
  }),
});

const DictionaryRef = builder.objectRef<DictionaryView & { isFrozen: boolean }>('ratingDictionary').implement({
  description: "A product version's variable dictionary",
  fields: (t) => ({
    variables: t.field({
      type: [VariableRef],
      nullable: false,
      description: 'The declared inputs, in order; empty: nothing declared, quotes check nothing',
      resolve: (view) => view.variables,
    }),
    fromRules: t.field({
      type: [VariableRef],
      nullable: false,
      description:
        'What the rules read, as a dictionary to start from: names, inferred types, required unless read with a default',
      resolve: (view) => view.fromRules,
    }),
    undeclared: t.stringList({
      nullable: false,
      description: 'Variables the rules read that a non-empty dictionary does not declare',
      resolve: (view) => view.undeclared,
    }),
    isFrozen: t.exposeBoolean('isFrozen', { nullable: false }),
  }),
});

const LocaleTextInput = builder.inputType('ratingDictionaryLabelInput', {
  fields: (t) => ({
    locale: t.string({ required: true }),
    text: t.string({ required: true }),
  }),
});

const ChoiceInput = builder.inputType('ratingDictionaryChoiceInput', {
  fields: (t) => ({
    value: t.string({ required: true }),
    labels: t.field({ type: [LocaleTextInput] }),
  }),
});

const VariableInput = builder.inputType('ratingDictionaryVariableInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.field({ type: DictionaryTypeEnum, required: true }),
    labels: t.field({ type: [LocaleTextInput] }),
    unit: t.string(),
    min: t.float(),
    max: t.float(),
    choices: t.field({ type: [ChoiceInput] }),
    required: t.boolean(),
  }),
});

type LabelInput = { locale: string; text: string };
type VariableInputValue = {
  name: string;
  type: DictionaryType;
  labels?: LabelInput[] | null;
  unit?: string | null;
  min?: number | null;
  max?: number | null;
  choices?: Array<{ value: string; labels?: LabelInput[] | null }> | null;
  required?: boolean | null;
};

/** Labels by locale: the supported locales' non-blank texts, trimmed. */
const labelsFrom = (labels: LabelInput[] | null | undefined): DictionaryLabels => {
  const found: DictionaryLabels = {};
  for (const label of labels ?? [])
    if ((SUPPORTED_LOCALES as readonly string[]).includes(label.locale) && label.text.trim())
      found[label.locale as keyof DictionaryLabels] = label.text.trim();
  return found;
};

const variableFrom = (input: VariableInputValue): DictionaryVariable => ({
  name: input.name.trim(),
  type: input.type,
  labels: labelsFrom(input.labels),
  unit: input.unit?.trim() || null,
  min: input.min ?? null,
  max: input.max ?? null,
  choices: (input.choices ?? []).map((choice) => ({ value: choice.value.trim(), labels: labelsFrom(choice.labels) })),
  required: input.required ?? false,
});

const session = (context: GraphQLContext) => {
  const { tenantId, userId, username } = requireSession(context);
  return { tenantId, actor: { userId, username } };
};

builder.queryField('ratingDictionary', (t) =>
  t.field({
    type: DictionaryRef,
    ...neverCached,
    description: "A product version's variable dictionary; null when the product does not exist",
    args: { productId: t.arg({ type: ProductIdInput, required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      const view = await context.services.dictionary.view(tenantId, args.productId);
      if (!view) return null;
      return { ...view, isFrozen: await context.services.freeze.isFrozen(tenantId, view.product.id) };
    },
  }),
);

builder.mutationFields((t) => ({
  updateRatingDictionary: t.field({
    type: ResultRef,
    nullable: false,
    description: 'Replaces the whole dictionary of a product version (refused on a frozen version)',
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      variables: t.arg({ type: [VariableInput], required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = session(context);
      const variables = args.variables.map((input) => variableFrom(input as VariableInputValue));
      return toResult(await context.services.dictionary.update(tenantId, actor, args.productId, variables));
    },
  }),
  upsertRatingDictionaryVariable: t.field({
    type: ResultRef,
    nullable: false,
    description: 'Adds a variable (last) or replaces the one of that name',
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      variable: t.arg({ type: VariableInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = session(context);
      const variable = variableFrom(args.variable as VariableInputValue);
      return toResult(await context.services.dictionary.upsert(tenantId, actor, args.productId, variable));
    },
  }),
  removeRatingDictionaryVariable: t.field({
    type: ResultRef,
    nullable: false,
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      name: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = session(context);
      return toResult(await context.services.dictionary.remove(tenantId, actor, args.productId, args.name));
    },
  }),
  fillRatingDictionaryFromRules: t.field({
    type: ResultRef,
    nullable: false,
    description: 'Adds each variable the rules read and the dictionary lacks (name, inferred type)',
    args: { productId: t.arg({ type: ProductIdInput, required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = session(context);
      return toResult(await context.services.dictionary.fillFromRules(tenantId, actor, args.productId));
    },
  }),
}));
