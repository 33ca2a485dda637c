import type { TFunction } from 'i18next';

export type Finding = { code: string; message: string; params: readonly { name: string; value: string }[] };
/** A piece of a finding's sentence: the locale's words, or a name it mentions (user data, never translated). */
export type FindingPart = { text: string; isName: boolean };

const MARK = '\u0000';

/**
 * A publish check's finding in the studio's locale (`publish.problem.<code>`), else the server's English,
 * cut into the locale's words and the names the finding mentions.
 */
export function problemParts(t: TFunction, finding: Finding): FindingPart[] {
  const marked = Object.fromEntries(finding.params.map((param, index) => [param.name, `${MARK}${index}${MARK}`]));
  const sentence = t(`publish.problem.${finding.code}`, { ...marked, defaultValue: '' });
  if (!sentence) return [{ text: finding.message, isName: false }];
  return sentence
    .split(MARK)
    .map((piece, index) =>
      index % 2 === 1
        ? { text: finding.params[Number(piece)]?.value ?? '', isName: true }
        : { text: piece, isName: false },
    )
    .filter((part) => part.text !== '');
}

/** The finding as one line of text. */
export const problemText = (t: TFunction, finding: Finding) =>
  problemParts(t, finding)
    .map((part) => part.text)
    .join('');
