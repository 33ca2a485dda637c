import { describe, expect, it } from 'vitest';
import { EN_US } from './en-us';
import { decodeMessage, encodeMessage, translateMessage } from './translate';
import { ZH_HK } from './zh-hk';

describe('kit texts', () => {
  it('gives zh-HK the same keys and placeholders as en-US', () => {
    expect(Object.keys(ZH_HK).sort()).toEqual(Object.keys(EN_US).sort());
    for (const [key, text] of Object.entries(EN_US)) {
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(ZH_HK[key as keyof typeof EN_US]), key).toEqual(placeholders(text));
    }
    expect(EN_US['calendar.months'].split(',')).toHaveLength(12);
    expect(ZH_HK['calendar.weekdays'].split(',')).toHaveLength(7);
  });

  it('encodes parameters into message keys and translates them per locale', () => {
    const message = encodeMessage('validation.minWords', { min: 3 });
    expect(message).toBe('validation.minWords?min=3');
    expect(decodeMessage(message)).toEqual({ key: 'validation.minWords', params: { min: '3' } });
    expect(translateMessage('en-US', message)).toBe('Please enter at least 3 words');
    expect(translateMessage('zh-HK', message)).toBe('請輸入最少 3 個字');
    expect(translateMessage('zh-HK', 'validation.required')).toBe('此欄位必須填寫');
  });

  it('passes texts that are not kit keys through unchanged', () => {
    expect(translateMessage('zh-HK', 'Server says no? really')).toBe('Server says no? really');
  });
});
