import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when';

describe('a version time', () => {
  it('is written the way each locale writes dates', () => {
    const when = '2026-11-25T12:30:05Z';
    const english = formatWhen(when, 'en-US');
    const chinese = formatWhen(when, 'zh-HK');
    expect(english).toMatch(/Nov 25, 2026/);
    expect(chinese).toMatch(/2026年11月25日/);
  });
});
