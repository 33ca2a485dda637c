import { describe, expect, it } from 'vitest';
import { lineOfJsonError } from './ThemeJsonView';

const failureOf = (text: string) => {
  try {
    JSON.parse(text);
  } catch (failure) {
    return (failure as Error).message;
  }
  throw new Error('parsed');
};

describe('lineOfJsonError', () => {
  it('finds the line JSON.parse complains about', () => {
    const text = '{\n  "button": {},\n  "input": {]\n}';
    expect(lineOfJsonError(text, failureOf(text))).toBe(3);
  });

  it('says nothing when the message names no place', () => {
    expect(lineOfJsonError('{}', 'Unexpected end of JSON input')).toBeNull();
  });
});
