import { type AgeUnit, ageOn } from '../dates/age';
import { todayIso } from '../dates/iso-date';
import { encodeMessage } from '../i18n/translate';
import { isEmptyValue, type Validator } from './types';

export type AgeBetweenOptions = {
  min: number;
  max: number;
  unit?: AgeUnit;
  /** The date ages are counted to; defaults to the local today. */
  today?: () => string;
};

/** A birth date (YYYY-MM-DD) whose age, in whole units, lies within min and max inclusive. */
export const ageBetween =
  ({ min, max, unit = 'years', today = () => todayIso() }: AgeBetweenOptions): Validator =>
  (value) => {
    if (isEmptyValue(value)) return undefined;
    const age = ageOn(String(value), today(), unit);
    if (age === null) return encodeMessage('validation.invalidDate');
    return age < min || age > max ? encodeMessage(`validation.ageBetween.${unit}`, { min, max }) : undefined;
  };
