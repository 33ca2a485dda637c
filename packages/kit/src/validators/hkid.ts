import { encodeMessage } from '../i18n/translate';
import { isEmptyValue, type Validator } from './types';

/** One or two letters, six digits, then a check character, optionally in brackets: A123456(3). */
const HKID = /^([A-Z]{1,2})(\d{6})(?:\(([0-9A])\)|([0-9A]))$/;

/** Letters count 10-35; a single-letter number is read with a leading space worth 36. */
const letterValue = (letter: string) => letter.charCodeAt(0) - 55;

/** The check character for a prefix and six digits, by the mod-11 rule. */
export function hkidCheckCharacter(prefix: string, digits: string): string {
  const letters = prefix.length === 1 ? [36, letterValue(prefix)] : [...prefix].map(letterValue);
  const values = [...letters, ...[...digits].map(Number)];
  const sum = values.reduce((total, value, index) => total + value * (9 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}

export function isValidHkid(input: string): boolean {
  const match = HKID.exec(input.trim().toUpperCase().replace(/\s+/g, ''));
  if (!match) return false;
  const [, prefix = '', digits = '', bracketed, bare] = match;
  return hkidCheckCharacter(prefix, digits) === (bracketed ?? bare);
}

export const hkid = (): Validator => (value) =>
  !isEmptyValue(value) && !isValidHkid(String(value)) ? encodeMessage('validation.hkid') : undefined;
