import { describe, expect, it } from 'vitest';
import { templateWhere } from './template-search';

describe('templateWhere', () => {
  it('ands the search and the type filter', () => {
    expect(templateWhere('', [])).toEqual({});
    expect(templateWhere(' claim ', ['sms', 'dynamic'])).toEqual({
      and: [
        { or: [{ logicalId: 'claim' }, { name_contains: 'claim' }, { id: 'claim' }] },
        { or: [{ type: 'sms' }, { type: 'dynamic' }] },
      ],
    });
  });
});
