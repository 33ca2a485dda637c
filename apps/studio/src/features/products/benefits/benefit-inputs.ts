import { DEFAULT_OPTION_KEY, splitOptionKeys, toTechnicalName } from '@carrier/contracts';
import { z } from 'zod';
import type { VariablesOf } from '../../../api/graphql';
import type { AddBenefitMutation, UpdateBenefitMutation } from '../graphql/benefits';
import { asCurrency } from '../product-actions';
import type { BenefitTarget } from './benefit-types';
import { toValueJson, VALUE_TYPES, type ValueProblem, type ValueType } from './benefit-value';

/** Fixed value, defined options (option_0 first) or manual user input (isValueInput). */
export const BENEFIT_KINDS = ['value', 'options', 'input'] as const;
type BenefitKind = (typeof BENEFIT_KINDS)[number];

export type AddBenefitForm = {
  typeId: string;
  name: string;
  kind: BenefitKind;
  optionKey: string;
  valueType: ValueType;
  value: string;
  currencyCode: string;
  parentOptionKeys: string;
};

export const emptyAddForm = (): AddBenefitForm => ({
  typeId: '',
  name: '',
  kind: 'value',
  optionKey: DEFAULT_OPTION_KEY,
  valueType: 'Text',
  value: '',
  currencyCode: 'UNDEFINED',
  parentOptionKeys: '',
});

export type AddProblem = 'typeId' | 'optionKey' | ValueProblem;

/** The add form checked by `buildAddInput`: a missing key under its field, a value that does not fit under the value. */
export function addBenefitSchema(target: BenefitTarget) {
  const form: z.ZodType<AddBenefitForm, AddBenefitForm> = z.object({
    typeId: z.string(),
    name: z.string(),
    kind: z.enum(BENEFIT_KINDS),
    optionKey: z.string(),
    valueType: z.enum(VALUE_TYPES),
    value: z.string(),
    currencyCode: z.string(),
    parentOptionKeys: z.string(),
  });
  return form.superRefine((values, context) => {
    const built = buildAddInput(target, values);
    if (!('problem' in built)) return;
    const { problem } = built;
    if (problem === 'typeId' || problem === 'optionKey')
      context.addIssue({ code: 'custom', path: [problem], message: 'validation.required' });
    else context.addIssue({ code: 'custom', path: ['value'], message: `products.benefits.problems.${problem}` });
  });
}

type BenefitInputVars = VariablesOf<typeof AddBenefitMutation>['input'];

/** The addBenefit input for a form; a benefit needs a type id, an option an option key. */
export function buildAddInput(
  target: BenefitTarget,
  form: AddBenefitForm,
): { input: BenefitInputVars } | { problem: AddProblem } {
  const typeId = target.kind === 'option' ? target.benefit.typeId : toTechnicalName(form.typeId);
  if (!typeId) return { problem: 'typeId' };
  const optionKey =
    target.kind === 'option' || form.kind === 'options'
      ? toTechnicalName(form.optionKey) || (target.kind === 'option' ? '' : DEFAULT_OPTION_KEY)
      : null;
  if (optionKey === '') return { problem: 'optionKey' };
  const value =
    form.kind === 'input' && target.kind !== 'option' ? { json: null } : toValueJson(form.valueType, form.value);
  if ('problem' in value) return { problem: value.problem };
  return {
    input: {
      typeId,
      optionKey,
      parentTypeId: target.kind === 'child' ? target.parent.typeId : null,
      parentOptionKeys: target.kind === 'child' ? splitOptionKeys(form.parentOptionKeys) : null,
      isValueInput: target.kind !== 'option' && form.kind === 'input',
      currencyCode: asCurrency(form.currencyCode === 'UNDEFINED' ? null : form.currencyCode),
      valueJsonString: value.json,
    },
  };
}

export type UpdateBenefitForm = {
  name: string;
  description: string;
  format: string;
  detailedFormat: string;
  valueType: ValueType;
  value: string;
  currencyCode: string;
  parentOptionKeys: string;
  isValueInput: boolean;
};
type UpdateInputVars = VariablesOf<typeof UpdateBenefitMutation>['input'];

/**
 * The updateBenefit input: a benefit with options keeps its values on the options, so only its
 * shared fields are sent; a child also sends its parent option keys.
 */
export function buildUpdateInput(
  scope: { option: boolean; hasOptions: boolean; isChild: boolean },
  form: UpdateBenefitForm,
): { input: UpdateInputVars } | { problem: ValueProblem } {
  const input: UpdateInputVars = {};
  if (!scope.option) {
    input.isValueInput = form.isValueInput;
    if (scope.isChild) input.parentOptionKeys = splitOptionKeys(form.parentOptionKeys);
  }
  if (scope.option || !scope.hasOptions) {
    const value = form.isValueInput && !scope.option ? { json: 'null' } : toValueJson(form.valueType, form.value);
    if ('problem' in value) return { problem: value.problem };
    input.valueJsonString = value.json ?? 'null';
    input.currencyCode = asCurrency(form.currencyCode || 'UNDEFINED');
  }
  return { input };
}
