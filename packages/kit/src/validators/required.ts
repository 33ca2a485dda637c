import { encodeMessage } from '../i18n/translate';
import { isEmptyValue, type Validator } from './types';

/** Fails on empty values; `false` counts as an answer (a toggle set to No). */
export const required = (): Validator => (value) =>
  isEmptyValue(value) ? encodeMessage('validation.required') : undefined;
