import { describe, expect, it } from 'vitest';
import { matchesSearch } from './Gallery';

describe('gallery search', () => {
  it('matches the name or the label, case-insensitively', () => {
    const item = { name: 'JInputText', label: 'Text input' };
    expect(matchesSearch(item, 'jinput')).toBe(true);
    expect(matchesSearch(item, 'TEXT IN')).toBe(true);
    expect(matchesSearch(item, '  ')).toBe(true);
    expect(matchesSearch(item, 'radio')).toBe(false);
  });
});
