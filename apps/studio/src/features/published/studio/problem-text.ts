import type { TFunction } from 'i18next';

export type Finding = { code: string; message: string; params: readonly { name: string; value: string }[] };
/** A piece of a finding's sentence: the locale's words, or a name it mentions (user data, never translated). */
export type FindingPart = { text: string; isName: boolean };

const MARK = '\u0000';
/**
 * Params that are the studio's own vocabulary, said in the locale's words (the key prefix of their texts),
 * not user data: a kind of value in every finding, and the text field a missing text belongs to (in other
 * findings `field` is a form field's name, which the user chose).
 */
const WORD_PARAMS: Readonly<Record<string, string>> = { type: 'publish.valueKinds', given: 'publish.valueKinds' };
const WORD_PARAMS_BY_CODE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  missing_text: { field: 'uiEditor.texts' },
};

/**
 * A publish check's finding in the studio's locale (`publish.problem.<code>`), else the server's English,
 * cut into the locale's words and the names the finding mentions. `nodeName` says a node's label as the
 * studio shows it (a default label in the locale's words).
 */
export function problemParts(
  t: TFunction,
  finding: Finding,
  nodeName: (label: string) => string = (label) => label,
): FindingPart[] {
  const wordKeys = { ...WORD_PARAMS, ...WORD_PARAMS_BY_CODE[finding.code] };
  const isWord = (param: { name: string }) => param.name in wordKeys;
  const names = finding.params
    .filter((param) => !isWord(param))
    .map((param) => (param.name === 'node' ? { ...param, value: nodeName(param.value) } : param));
  const words = Object.fromEntries(
    finding.params
      .filter(isWord)
      .map((param) => [param.name, t(`${wordKeys[param.name]}.${param.value}`, { defaultValue: param.value })]),
  );
  return (
    sentenceParts(t, `publish.problem.${finding.code}`, names, words) ?? [{ text: finding.message, isName: false }]
  );
}

/**
 * The locale's sentence at `key` with the names filled in, cut into its words and the names (user data);
 * null when the locale has no such sentence. `values` are texts the sentence holds as its own words (counts).
 */
export function sentenceParts(
  t: TFunction,
  key: string,
  names: readonly { name: string; value: string }[],
  values: Record<string, string | number> = {},
): FindingPart[] | null {
  const marked = Object.fromEntries(names.map((param, index) => [param.name, `${MARK}${index}${MARK}`]));
  const sentence = t(key, { ...values, ...marked, defaultValue: '' });
  if (!sentence) return null;
  return sentence
    .split(MARK)
    .map((piece, index) =>
      index % 2 === 1 ? { text: names[Number(piece)]?.value ?? '', isName: true } : { text: piece, isName: false },
    )
    .filter((part) => part.text !== '');
}

/** The finding as one line of text. */
export const problemText = (t: TFunction, finding: Finding) =>
  problemParts(t, finding)
    .map((part) => part.text)
    .join('');
