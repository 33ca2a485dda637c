import { describe, expect, it } from 'vitest';
import { toDebugEntries } from './debug-entries';

describe('toDebugEntries', () => {
  it('shows the third part of a Liquid error with a hint around its position', () => {
    const source = `Dear {{ data.name }},\nyour policy {{ data.policy | }} is due.`;
    const [entry] = toDebugEntries(['liquid|2:13|output "{{ data.policy | }}" not closed'], source);
    expect(entry).toMatchObject({ message: 'output "{{ data.policy | }}" not closed', at: '2:13' });
    expect(entry?.hint).toEqual({ before: ' {{ data.name }},\nyour policy ', after: '{{ data.policy | }} is due.' });
  });

  it('keeps other errors as they are', () => {
    expect(toDebugEntries(['problem with GraphQL: bad'])[0]).toMatchObject({ message: 'problem with GraphQL: bad' });
  });
});
