import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import zhHK from './locales/zh-HK.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('studio texts', () => {
  it('has every en-US text in zh-HK too, and no extra ones', () => {
    expect(keys(zhHK).sort()).toEqual(keys(enUS).sort());
  });
});
