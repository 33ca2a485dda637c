import { describe, expect, it } from 'vitest';
import { detectValueType, toValueJson, valueForEditing } from './benefit-value';

describe('benefit values', () => {
  it('detect their type from the stored JSON', () => {
    expect(detectValueType('100000')).toBe('Number');
    expect(detectValueType('"Covered"')).toBe('Text');
    expect(detectValueType('true')).toBe('Boolean');
    expect(detectValueType('"2024-05-01"')).toBe('Date');
    expect(detectValueType('{"limit":5}')).toBe('Complex');
    expect(detectValueType('[1,2]')).toBe('Complex');
    expect(detectValueType(null)).toBe('Text');
    expect(detectValueType('not json')).toBe('Text');
  });

  it('turn what was typed into JSON for the chosen type', () => {
    expect(toValueJson('Number', ' 1500.5 ')).toEqual({ json: '1500.5' });
    expect(toValueJson('Number', 'abc')).toEqual({ problem: 'number' });
    expect(toValueJson('Text', 'Covered')).toEqual({ json: '"Covered"' });
    expect(toValueJson('Boolean', 'true')).toEqual({ json: 'true' });
    expect(toValueJson('Date', '2024-05-01')).toEqual({ json: '"2024-05-01"' });
    expect(toValueJson('Date', '01/05/2024')).toEqual({ problem: 'date' });
    expect(toValueJson('Complex', '{ "a": 1 }')).toEqual({ json: '{"a":1}' });
    expect(toValueJson('Complex', '{ a: 1 }')).toEqual({ problem: 'json' });
    expect(toValueJson('Number', '')).toEqual({ json: null });
  });

  it('show stored values back in the editor', () => {
    expect(valueForEditing('"2024-05-01T00:00:00.000Z"')).toBe('2024-05-01');
    expect(valueForEditing('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(valueForEditing('12')).toBe('12');
    expect(valueForEditing(null)).toBe('');
  });
});
