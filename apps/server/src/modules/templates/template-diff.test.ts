import { describe, expect, it } from 'vitest';
import { DIFF_LIMITS, diffSnapshots } from './template-diff';
import { HIDDEN_VALUE, type TemplateSnapshot } from './template-snapshot';

const snapshot = (content: Record<string, unknown>, common: Partial<TemplateSnapshot> = {}): TemplateSnapshot => ({
  name: 'Schedule',
  description: null,
  logicalId: null,
  graphQlQuery: null,
  tags: [],
  content,
  ...common,
});
const lines = (count: number, label: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => label(index)).join('\n');

describe('the diff of two template versions', () => {
  it('keeps three lines of context around a change and numbers the lines of each side', async () => {
    const before = lines(20, (index) => `line ${index + 1}`);
    const after = before.replace('line 10\n', 'line 10 changed\nline 10b\n');
    const [diff] = await diffSnapshots(snapshot({ html: before }), snapshot({ html: after }));
    expect(diff?.field).toBe('content.html');
    expect(diff?.hunks).toHaveLength(1);
    const hunk = diff?.hunks[0];
    expect(hunk?.oldStart).toBe(7);
    expect(hunk?.lines.map((line) => [line.kind, line.text, line.oldNumber, line.newNumber])).toEqual([
      ['same', 'line 7', 7, 7],
      ['same', 'line 8', 8, 8],
      ['same', 'line 9', 9, 9],
      ['removed', 'line 10', 10, null],
      ['added', 'line 10 changed', null, 10],
      ['added', 'line 10b', null, 11],
      ['same', 'line 11', 11, 12],
      ['same', 'line 12', 12, 13],
      ['same', 'line 13', 13, 14],
    ]);
  });

  it('compares common fields, tags line by line and structured content as indented JSON, in a fixed order', async () => {
    const diffs = await diffSnapshots(
      snapshot({ marginSettings: { top: 10 }, html: 'same' }),
      snapshot({ marginSettings: { top: 12 }, html: 'same', orientation: 'landscape' }, { name: 'New', tags: ['a'] }),
    );
    expect(diffs.map((diff) => diff.field)).toEqual(['name', 'tags', 'content.marginSettings', 'content.orientation']);
    const margins = diffs[2]?.hunks[0]?.lines.filter((line) => line.kind !== 'same').map((line) => line.text);
    expect(margins).toEqual(['  "top": 10', '  "top": 12']);
  });

  it('says that a write-only value changed without showing it', async () => {
    const [changed] = await diffSnapshots(snapshot({ password: 'old-secret' }), snapshot({ password: 'new-secret' }));
    expect(changed?.field).toBe('content.password');
    expect(changed?.hunks[0]?.lines.map((line) => [line.kind, line.text])).toEqual([
      ['removed', HIDDEN_VALUE],
      ['added', HIDDEN_VALUE],
    ]);
    const [cleared] = await diffSnapshots(snapshot({ password: 'old-secret' }), snapshot({}));
    expect(cleared?.hunks[0]?.lines.map((line) => line.kind)).toEqual(['removed']);
    expect(JSON.stringify([changed, cleared])).not.toContain('secret');
  });

  it('answers tooLarge instead of hunks when the change is past the edit limit', async () => {
    const count = DIFF_LIMITS.maxEditLength + 10;
    const [diff] = await diffSnapshots(
      snapshot({ html: lines(count, (index) => `a${index}`) }),
      snapshot({ html: lines(count, (index) => `b${index}`) }),
    );
    expect(diff).toEqual({ field: 'content.html', hunks: [], tooLarge: true });
  });
});
