import { describe, expect, it } from 'vitest';
import { fieldDiff, groupByStatus, type PlanEntry } from './plan';

const kinds = (diff: ReturnType<typeof fieldDiff>) => diff.hunks[0]?.lines.map((line) => `${line.kind}:${line.text}`);

describe('a promotion change as a field diff', () => {
  it('frames the differing lines with up to three shared lines, numbered on each side', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'old', 'f', 'g'].join('\n');
    const after = ['a', 'b', 'c', 'd', 'e', 'new', 'newer', 'f', 'g'].join('\n');
    const diff = fieldDiff({ path: 'amountLogic', before: JSON.stringify(before), after: JSON.stringify(after) });
    expect(diff.field).toBe('amountLogic');
    expect(kinds(diff)).toEqual([
      'same:c',
      'same:d',
      'same:e',
      'removed:old',
      'added:new',
      'added:newer',
      'same:f',
      'same:g',
    ]);
    const lines = diff.hunks[0]?.lines ?? [];
    expect(lines.at(-1)).toMatchObject({ oldNumber: 8, newNumber: 9 });
    expect(lines[3]).toMatchObject({ oldNumber: 6, newNumber: null });
  });

  it('shows a value that is new or gone as added or removed lines only, objects as indented JSON', () => {
    expect(kinds(fieldDiff({ path: 'name', before: null, after: JSON.stringify('Acme') }))).toEqual(['added:Acme']);
    expect(kinds(fieldDiff({ path: 'tags', before: JSON.stringify(['x']), after: null }))).toEqual([
      'removed:[',
      'removed:  "x"',
      'removed:]',
    ]);
  });
});

describe('the plan by status', () => {
  it('keeps new, changed and unchanged apart in that order', () => {
    const entry = (key: string, status: string): PlanEntry => ({
      kind: 'template',
      key,
      name: key,
      status,
      changes: [],
      requiredBy: null,
    });
    const groups = groupByStatus([
      entry('a', 'unchanged'),
      entry('b', 'new'),
      entry('c', 'changed'),
      entry('d', 'new'),
    ]);
    expect(Object.keys(groups)).toEqual(['new', 'changed', 'unchanged']);
    expect(groups.new.map((e) => e.key)).toEqual(['b', 'd']);
    expect(groups.changed.map((e) => e.key)).toEqual(['c']);
    expect(groups.unchanged.map((e) => e.key)).toEqual(['a']);
  });
});
