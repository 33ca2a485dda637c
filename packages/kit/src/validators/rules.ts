import type { AgeUnit } from '../dates/age';
import { ageBetween } from './age-between';
import { hkid } from './hkid';
import { minWords } from './min-words';
import { noChinese } from './no-chinese';
import { checked, required } from './required';
import type { Validator } from './types';

/** A validator as the UI editor stores it in a component's JSON. */
export type ValidationRule =
  | { rule: 'required' }
  | { rule: 'checked' }
  | { rule: 'noChinese' }
  | { rule: 'hkid' }
  | { rule: 'minWords'; min: number }
  | { rule: 'ageBetween'; min: number; max: number; unit?: AgeUnit };

export type ValidationRuleName = ValidationRule['rule'];

export function validatorFor(rule: ValidationRule): Validator {
  switch (rule.rule) {
    case 'required':
      return required();
    case 'checked':
      return checked();
    case 'noChinese':
      return noChinese();
    case 'hkid':
      return hkid();
    case 'minWords':
      return minWords(rule.min);
    case 'ageBetween':
      return ageBetween(rule);
  }
}

/** Runs validators in order and answers the first failure's message key. */
export function combineValidators<Value>(...validators: Validator<Value>[]): Validator<Value> {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message) return message;
    }
    return undefined;
  };
}

export function validatorFromRules(rules: readonly ValidationRule[]): Validator {
  return combineValidators(...rules.map(validatorFor));
}
