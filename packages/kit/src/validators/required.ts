import { encodeMessage } from '../i18n/translate';
import { isEmptyValue, type Validator } from './types';

/** Fails on empty values; `false` counts as an answer (a toggle set to No). */
export const required = (): Validator => (value) =>
  isEmptyValue(value) ? encodeMessage('validation.required') : undefined;

/** A box that must be ticked (terms, a declaration): only `true` passes. */
export const checked = (): Validator => (value) => (value === true ? undefined : encodeMessage('validation.checked'));
