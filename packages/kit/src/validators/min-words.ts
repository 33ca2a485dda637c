import { encodeMessage } from '../i18n/translate';
import { isEmptyValue, type Validator } from './types';

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** At least `min` words separated by white space; empty values are left to `required`. */
export const minWords =
  (min: number): Validator =>
  (value) =>
    !isEmptyValue(value) && countWords(String(value)) < min ? encodeMessage('validation.minWords', { min }) : undefined;
