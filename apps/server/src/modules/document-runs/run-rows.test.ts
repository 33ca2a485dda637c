import { describe, expect, it } from 'vitest';
import { itemOf, rowsOf, valueAt } from './run-rows';

describe('rowsOf', () => {
  it('narrows the first list to one item per row and keeps the rest of the answer', () => {
    const answer = { tenant: { name: 'T' }, policies: { totalCount: 2, list: [{ id: 'a' }, { id: 'b' }] } };
    const rows = rowsOf(answer);
    expect(rows).toEqual({
      ok: true,
      value: [
        { tenant: { name: 'T' }, policies: { totalCount: 2, list: [{ id: 'a' }] } },
        { tenant: { name: 'T' }, policies: { totalCount: 2, list: [{ id: 'b' }] } },
      ],
    });
    expect(answer.policies.list).toHaveLength(2);
    if (rows.ok) expect(itemOf(rows.value[1] ?? {})).toEqual({ id: 'b' });
  });

  it('refuses an answer without a list, or with an empty one', () => {
    expect(rowsOf({ policy: { id: 'a' } })).toMatchObject({ ok: false, problem: { code: 'document_run_no_rows' } });
    expect(rowsOf({ policies: { list: [] } })).toMatchObject({ ok: false, problem: { code: 'document_run_no_rows' } });
  });

  it('reads a dotted path', () => {
    expect(valueAt({ holder: { email: 'a@b.c' } }, 'holder.email')).toBe('a@b.c');
    expect(valueAt({ members: [{ email: 'm@b.c' }] }, 'members.0.email')).toBe('m@b.c');
    expect(valueAt({ holder: null }, 'holder.email')).toBeUndefined();
  });
});
