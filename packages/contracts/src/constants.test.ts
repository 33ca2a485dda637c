import { describe, expect, it } from 'vitest';
import { pickLocale } from './constants';
import { ZHostName } from './host-name';

describe('pickLocale', () => {
  it('defaults to en-US', () => {
    expect(pickLocale(undefined)).toBe('en-US');
    expect(pickLocale('fr-FR')).toBe('en-US');
  });
  it('honours the first supported language in order', () => {
    expect(pickLocale('zh-HK,en;q=0.8')).toBe('zh-HK');
    expect(pickLocale('fr,zh-TW;q=0.9')).toBe('zh-HK');
    expect(pickLocale('en-GB,zh-HK')).toBe('en-US');
  });
});

describe('ZHostName', () => {
  it('accepts host names with ports and lower-cases them', () => {
    expect(ZHostName.parse('Studio.Example.test:8080')).toBe('studio.example.test:8080');
  });
  it('rejects paths, schemes and spaces', () => {
    for (const bad of ['http://a.test', 'a.test/x', 'a b', '', '-a.test']) {
      expect(ZHostName.safeParse(bad).success).toBe(false);
    }
  });
});
