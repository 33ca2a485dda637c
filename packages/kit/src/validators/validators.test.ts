import { describe, expect, it } from 'vitest';
import { ageBetween } from './age-between';
import { hkid, hkidCheckCharacter, isValidHkid } from './hkid';
import { countWords, minWords } from './min-words';
import { noChinese } from './no-chinese';
import { checked, required } from './required';
import { validatorFromRules } from './rules';

describe('required', () => {
  it('fails on empty values only', () => {
    const validate = required();
    for (const empty of [null, undefined, '', '   ', []]) expect(validate(empty)).toBe('validation.required');
    for (const answer of ['a', 0, false, ['x']]) expect(validate(answer)).toBeUndefined();
  });
});

describe('checked', () => {
  it('passes a ticked box only', () => {
    expect(checked()(true)).toBeUndefined();
    for (const value of [false, null, undefined]) expect(checked()(value)).toBe('validation.checked');
  });
});

describe('noChinese', () => {
  it('rejects CJK characters and accepts Latin text', () => {
    const validate = noChinese();
    for (const text of ['陳大文', 'Chan 大文', 'ひらがな', '한국어', 'full，comma', 'ㄅㄆ']) {
      expect(validate(text), text).toBe('validation.noChinese');
    }
    for (const text of ['Chan Tai Man', 'Café 123 - #5', '', null]) expect(validate(text)).toBeUndefined();
  });
});

describe('hkid', () => {
  it('computes check characters with the mod-11 rule', () => {
    expect(hkidCheckCharacter('A', '123456')).toBe('3');
    expect(hkidCheckCharacter('AB', '987654')).toBe('3');
    expect(hkidCheckCharacter('Z', '683365')).toBe('A');
    expect(hkidCheckCharacter('G', '100007')).toBe('0');
    expect(hkidCheckCharacter('WX', '100007')).toBe('A');
  });

  it.each([
    'A123456(3)',
    'A1234563',
    'a123456(3)',
    ' C668668(9) ',
    'AB987654(3)',
    'Z683365(A)',
    'Z683365A',
    'WX100007(A)',
    'G100007(0)',
  ])('accepts %s', (id) => {
    expect(isValidHkid(id)).toBe(true);
    expect(hkid()(id)).toBeUndefined();
  });

  it.each([
    'A123456(4)',
    'Z683365(0)',
    'WX100007(9)',
    'G100007(A)',
    'A123456(3',
    'A12345(3)',
    'ABC123456(3)',
    '1123456(3)',
    'A123456(B)',
  ])('rejects %s', (id) => {
    expect(isValidHkid(id)).toBe(false);
    expect(hkid()(id)).toBe('validation.hkid');
  });
});

describe('minWords', () => {
  it('counts words split by any white space', () => {
    expect(countWords('  one\ttwo\nthree  ')).toBe(3);
    expect(minWords(3)('one two')).toBe('validation.minWords?min=3');
    expect(minWords(3)('one two three')).toBeUndefined();
    expect(minWords(3)('')).toBeUndefined();
  });
});

describe('ageBetween', () => {
  const today = () => '2024-03-01';

  it('accepts ages from min to max inclusive, in years', () => {
    const validate = ageBetween({ min: 18, max: 65, today });
    expect(validate('2006-03-01')).toBeUndefined();
    expect(validate('2006-03-02')).toBe('validation.ageBetween.years?min=18&max=65');
    expect(validate('1958-03-02')).toBeUndefined();
    expect(validate('1958-03-01')).toBe('validation.ageBetween.years?min=18&max=65');
  });

  it('handles leap-day births', () => {
    const validate = ageBetween({ min: 18, max: 99, today: () => '2022-02-28' });
    expect(validate('2004-02-28')).toBeUndefined();
    expect(validate('2004-02-29')).toBe('validation.ageBetween.years?min=18&max=99');
    expect(ageBetween({ min: 18, max: 99, today: () => '2022-03-01' })('2004-02-29')).toBeUndefined();
  });

  it('works in months and days', () => {
    expect(ageBetween({ min: 0, max: 6, unit: 'months', today })('2023-09-01')).toBeUndefined();
    expect(ageBetween({ min: 0, max: 5, unit: 'months', today })('2023-09-01')).toBe(
      'validation.ageBetween.months?min=0&max=5',
    );
    expect(ageBetween({ min: 15, max: 30, unit: 'days', today })('2024-02-15')).toBeUndefined();
    expect(ageBetween({ min: 15, max: 30, unit: 'days', today })('2024-02-16')).toBe(
      'validation.ageBetween.days?min=15&max=30',
    );
  });

  it('rejects births after today and non-dates', () => {
    expect(ageBetween({ min: 0, max: 150, today })('2024-03-02')).toContain('validation.ageBetween.years');
    expect(ageBetween({ min: 0, max: 150, today })('2023-02-29')).toBe('validation.invalidDate');
  });
});

describe('rules from the UI editor', () => {
  it('builds one validator from stored rules, reporting the first failure', () => {
    const validate = validatorFromRules([{ rule: 'required' }, { rule: 'noChinese' }, { rule: 'minWords', min: 2 }]);
    expect(validate('')).toBe('validation.required');
    expect(validate('陳 大文')).toBe('validation.noChinese');
    expect(validate('Chan')).toBe('validation.minWords?min=2');
    expect(validate('Chan Tai')).toBeUndefined();
  });
});
