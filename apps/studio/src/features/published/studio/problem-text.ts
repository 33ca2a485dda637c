import type { TFunction } from 'i18next';

export type Finding = { code: string; message: string; params: readonly { name: string; value: string }[] };
/** A piece of a finding's sentence: the locale's words, or a name it mentions (user data, never translated). */
export type FindingPart = { text: string; isName: boolean };

const MARK = '\u0000';
/** Params that are the studio's own vocabulary (a kind of value), said in the locale's words, not user data. */
const WORD_PARAMS: ReadonlySet<string> = new Set(['type', 'given']);

/**
 * A publish check's finding in the studio's locale (`publish.problem.<code>`), else the server's English,
 * cut into the locale's words and the names the finding mentions.
 */
export function problemParts(t: TFunction, finding: Finding): FindingPart[] {
  const isWord = (param: { name: string }) => WORD_PARAMS.has(param.name);
  const names = finding.params.filter((param) => !isWord(param));
  const words = Object.fromEntries(
    finding.params
      .filter(isWord)
      .map((param) => [param.name, t(`publish.valueKinds.${param.value}`, { defaultValue: param.value })]),
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
