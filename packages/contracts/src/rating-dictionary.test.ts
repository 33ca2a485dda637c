import { describe, expect, it } from 'vitest';
import { checkDictionaryInputs, type DictionaryVariable, dictionaryLabel, isIsoDate } from './rating-dictionary';

const declared = (overrides: Partial<DictionaryVariable> & Pick<DictionaryVariable, 'name' | 'type'>) => ({
  labels: {},
  unit: null,
  min: null,
  max: null,
  choices: [],
  required: false,
  ...overrides,
});

describe('the dictionary check of quote inputs', () => {
  it('reads dotted names as nested values, as a rule var does, and a key of that name first', () => {
    const dictionary = [declared({ name: 'person.age', type: 'number', min: 18, required: true })];
    expect(checkDictionaryInputs(dictionary, { person: { age: 30 } })).toEqual({ issues: [], missing: [] });
    expect(checkDictionaryInputs(dictionary, { 'person.age': 17 }).issues[0]?.code).toBe('input_out_of_range');
    expect(checkDictionaryInputs(dictionary, { person: { age: null } })).toEqual({
      issues: [],
      missing: ['person.age'],
    });
    expect(checkDictionaryInputs(dictionary, { person: 'x' }).missing).toEqual(['person.age']);
  });

  it('takes a choice given as a number by its text, and nothing else', () => {
    const dictionary = [
      declared({
        name: 'band',
        type: 'choice',
        choices: [
          { value: '1', labels: {} },
          { value: '2', labels: {} },
        ],
      }),
    ];
    expect(checkDictionaryInputs(dictionary, { band: 2 }).issues).toEqual([]);
    expect(checkDictionaryInputs(dictionary, { band: true }).issues[0]?.message).toBe(
      'The input band must be one of: 1, 2.',
    );
  });

  it('accepts ISO dates (with a time) that exist, and a number only as a number', () => {
    expect(['2024-02-29', '2026-01-31T10:00:00Z', '2026-01-31T10:00:00+08:00'].map(isIsoDate)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['2023-02-29', '31/01/2026', '2026-1-3', 20260131].map(isIsoDate)).toEqual([false, false, false, false]);
    const dictionary = [declared({ name: 'sum', type: 'number' })];
    expect(checkDictionaryInputs(dictionary, { sum: '1000' }).issues[0]?.message).toBe(
      'The input sum must be a number.',
    );
    expect(checkDictionaryInputs(dictionary, { sum: Number.NaN }).issues[0]?.code).toBe('input_wrong_type');
  });

  it('labels a variable in the locale, else the other locale, else by its name', () => {
    expect(dictionaryLabel({ name: 'age', labels: { 'en-US': 'Age', 'zh-HK': '年齡' } }, 'zh-HK')).toBe('年齡');
    expect(dictionaryLabel({ name: 'age', labels: { 'en-US': 'Age' } }, 'zh-HK')).toBe('Age');
    expect(dictionaryLabel({ name: 'age', labels: { 'en-US': ' ' } }, 'en-US')).toBe('age');
  });
});
