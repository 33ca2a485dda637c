import { describe, expect, it } from 'vitest';
import { formatList } from '../shared/list-format';

describe('lists of names', () => {
  it("joins names the locale's way", () => {
    expect(formatList(['Spring', 'Winter'], 'en-US')).toBe('Spring and Winter');
    expect(formatList(['A', 'B', 'C'], 'en-US')).toBe('A, B, and C');
    expect(formatList(['春季', '冬季'], 'zh-HK')).toBe('春季及冬季');
    expect(formatList(['A', 'B', 'C'], 'zh-HK')).toBe('A、B及C');
    expect(formatList([], 'zh-HK')).toBe('');
  });

  it('is the only way the studio joins names for display (a comma is English)', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    // Text a user types back (a form field's value, a rule cell) keeps its comma-separated syntax.
    const typedBack = ['products/benefits/BenefitPanel.tsx', 'decision-table/cell-text.ts'];
    const joined = Object.entries(sources).filter(
      ([path, text]) => /\.join\(['"], ['"]\)/.test(text) && !typedBack.some((allowed) => path.endsWith(allowed)),
    );
    expect(joined.map(([path]) => path)).toEqual([]);
  });
});
