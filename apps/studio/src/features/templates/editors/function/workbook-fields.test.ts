import { describe, expect, it } from 'vitest';
import { compareFields } from './workbook-fields';

describe('compareFields', () => {
  const names = [
    { name: 'input_age', kind: 'cell' },
    { name: 'input_plan', kind: 'cell' },
    { name: 'output_premium', kind: 'cell' },
    { name: 'Helper', kind: 'cell' },
  ];
  it('marks names not added, fields not existing, and the rest normal', () => {
    const rows = compareFields('input', names, [
      { id: '1', var: 'INPUT_AGE', liquid: '{{ data.age }}' },
      { id: '2', var: 'input_gone', liquid: '' },
    ]);
    expect(rows.map((row) => [row.var, row.name, row.state])).toEqual([
      ['INPUT_AGE', 'age', 'normal'],
      ['input_plan', 'plan', 'notAdded'],
      ['input_gone', 'gone', 'notExisting'],
    ]);
    expect(compareFields('output', names, []).map((row) => [row.var, row.state])).toEqual([
      ['output_premium', 'notAdded'],
    ]);
  });
  it('shows the fields as they are when the workbook could not be read', () => {
    expect(compareFields('output', null, [{ id: '3', var: 'output_x' }])).toMatchObject([
      { var: 'output_x', state: 'normal' },
    ]);
  });
});
