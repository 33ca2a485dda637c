import { DEFAULT_OPTION_KEY, splitOptionKeys, toTechnicalName } from '@carrier/contracts';
import type { VariablesOf } from '../../../api/graphql';
import type { AddBenefitMutation, UpdateBenefitMutation } from '../graphql/benefits';
import { asCurrency } from '../product-actions';
import type { BenefitTarget } from './benefit-types';
import { toValueJson, type ValueProblem, type ValueType } from './benefit-value';

/** Fixed value, defined options (option_0 first) or manual user input (isValueInput). */
export type BenefitKind = 'value' | 'options' | 'input';

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
