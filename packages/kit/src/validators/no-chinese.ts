import { encodeMessage } from '../i18n/translate';
import { isEmptyValue, type Validator } from './types';

/** Han, kana, hangul, bopomofo, CJK punctuation and full-width forms. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;

export function containsCjk(text: string): boolean {
  return CJK.test(text);
}

export const noChinese = (): Validator => (value) =>
  !isEmptyValue(value) && containsCjk(String(value)) ? encodeMessage('validation.noChinese') : undefined;
