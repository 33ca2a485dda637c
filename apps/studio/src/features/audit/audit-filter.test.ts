import { describe, expect, it } from 'vitest';
import { auditWhere } from './audit-filter';

const none = { type: null, operation: null, record: null, actor: null, from: null, to: null };

describe('auditWhere', () => {
  it('leaves out empty filters', () => {
    expect(auditWhere({ ...none, type: '', record: '  ' })).toEqual({
      recordType: undefined,
      operation: undefined,
      recordId: undefined,
      actorId: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('takes whole days: from the start of the first to the start of the day after the last', () => {
    const where = auditWhere({ ...none, from: '2026-03-01', to: '2026-03-31' });
    expect(where.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(where.to).toBe(new Date(2026, 3, 1).toISOString());
  });

  it('ignores a date that is not a calendar day', () => {
    expect(auditWhere({ ...none, from: 'yesterday' }).from).toBeUndefined();
  });
});
