import type { RateTableDefinition } from '@carrier/contracts/rules';
import { describe, expect, it } from 'vitest';
import { extractInputs } from './test-run';

const rates: RateTableDefinition = {
  name: 'rates',
  inputs: [
    { name: 'age', kind: 'band' },
    { name: 'smoker', kind: 'exact' },
  ],
  outputs: ['rate'],
  noGaps: false,
  rows: [
    ['18', '40', 'true', '1.2'],
    ['18', '40', 'false', '0.8'],
  ],
};
const RULE = JSON.stringify({ '*': [{ table: ['rates', { var: 'age' }, { var: 'smoker' }] }, { var: 'sumInsured' }] });
const typesOf = (inputs: ReturnType<typeof extractInputs>) =>
  typeof inputs === 'string' ? inputs : inputs.map(({ name, type }) => `${name}:${type}`);

describe("the test panel's inputs", () => {
  it('type an input read only as a rate-table key by its column, as the server does', () => {
    expect(typesOf(extractInputs(RULE, [], { tables: [rates] }))).toEqual([
      'age:number',
      'smoker:boolean',
      'sumInsured:number',
    ]);
  });

  it('keep a key as text when the version has no such table to type it', () => {
    expect(typesOf(extractInputs(RULE, []))).toEqual(['age:text', 'smoker:text', 'sumInsured:number']);
  });
});
