import { describe, expect, it } from 'vitest';
import { createRuleEngine } from './engine';
import { buildPricePlan } from './plan';
import { priceQuote } from './pricing';
import { compileQuote } from './quote-compile';
import {
  compileRateTables,
  gridColumns,
  type RateTableDefinition,
  tableCallsProblem,
  tableKeyTypesOf,
  validateRateTable,
  withRateTables,
} from './rate-tables';
import { traceRule } from './trace';
import { checkRule, type RuleJson } from './validate-rule';
import { extractVariables } from './variables';

const engine = createRuleEngine();
const cellsOf = (table: RateTableDefinition) =>
  validateRateTable(table).map(({ row, column, reason }) => ({ row, column, reason }));

/** Term life: age band x smoker, the rate per 1,000 interpolated on the sum insured. */
export const termLife: RateTableDefinition = {
  name: 'term_rates',
  inputs: [
    { name: 'age', kind: 'band' },
    { name: 'smoker', kind: 'exact' },
    { name: 'sumInsured', kind: 'interpolate' },
  ],
  outputs: ['rate', 'minimum'],
  noGaps: true,
  rows: [
    ['18', '40', 'no', '100000', '1.20', '100'],
    ['18', '40', 'no', '500000', '1.00', '100'],
    ['18', '40', 'yes', '100000', '2.40', '150'],
    ['18', '40', 'yes', '500000', '2.00', '150'],
    ['40', '65', 'no', '100000', '3.10', '200'],
    ['40', '65', 'no', '500000', '2.70', '200'],
    ['40', '65', 'yes', '100000', '6.20', '300'],
    ['40', '65', 'yes', '500000', '5.40', '300'],
  ],
};

const lookup = (rule: RuleJson, data: object, tables = [termLife]) =>
  withRateTables(compileRateTables(tables), () => engine.run(rule, data));
const call = (...args: RuleJson[]): RuleJson => ({ table: ['term_rates', ...args] });

describe('rate table lookups', () => {
  it('reads an age band, an exact key and interpolates linearly between rows, exactly', () => {
    expect(lookup(call(30, 'no', 100_000), {})).toBe(1.2);
    expect(lookup(call(39.99, 'NO', 500_000), {})).toBe(1);
    // 1.2 + (1.0 - 1.2) x 200000 / 400000 = 1.1, exact decimal (not 1.0999999999999999)
    expect(lookup(call(18, 'no', 300_000), {})).toBe(1.1);
    expect(lookup(call(40, 'yes', 200_000), {})).toBe(6);
    expect(lookup(call({ var: 'age' }, { var: 'smoker' }, 250_000, 'minimum'), { age: 64, smoker: 'yes' })).toBe(300);
  });

  it('answers no row (never 0) naming the table and the keys', () => {
    expect(() => lookup(call(65, 'no', 100_000), {})).toThrow(
      'The rate table term_rates has no row for age 65, smoker "no", sumInsured 100000.',
    );
    expect(() => lookup(call(30, 'maybe', 100_000), {})).toThrow('has no row');
    expect(() => lookup(call(30, 'no', 600_000), {})).toThrow('has no row');
    expect(() => lookup(call(30, 'no', 'lots'), {})).toThrow('has no row');
    expect(() => lookup(call(30, 'no'), {})).toThrow('takes 3 keys');
    expect(() => lookup(call(30, 'no', 100_000, 'nope'), {})).toThrow('has no output column "nope"');
    expect(() => lookup({ table: ['other', 1] }, {})).toThrow('There is no rate table named other');
  });

  it('matches exact keys by value: 1 is "1.0", true is "TRUE"', () => {
    const flags: RateTableDefinition = {
      name: 'flags',
      inputs: [
        { name: 'n', kind: 'exact' },
        { name: 'b', kind: 'exact' },
      ],
      outputs: ['v'],
      noGaps: false,
      rows: [
        ['1.0', 'TRUE', '7'],
        ['2', 'false', '8'],
      ],
    };
    expect(lookup({ table: ['flags', 1, true] }, {}, [flags])).toBe(7);
    expect(lookup({ table: ['flags', '2', false] }, {}, [flags])).toBe(8);
    expect(() => lookup({ table: ['flags', null, false] }, {}, [flags])).toThrow('no row');
  });
});

describe('rate table validation', () => {
  const table = (rows: string[][], noGaps = false): RateTableDefinition => ({ ...termLife, noGaps, rows });

  it('accepts the term-life table and labels band columns from/to', () => {
    expect(cellsOf(termLife)).toEqual([]);
    expect(gridColumns(termLife).map((column) => column.label)).toEqual([
      'age.from',
      'age.to',
      'smoker',
      'sumInsured',
      'rate',
      'minimum',
    ]);
  });

  it('refuses each bad cell with its row, column and reason', () => {
    const errors = cellsOf(
      table([
        ['18', '40', 'no', '100000', '1.2', '1'],
        ['30', '50', 'no', '100000', '1.3', '1'],
        ['50', '65', 'no', '100000', 'abc', '1'],
        ['70', '65', 'no', '100000', '1', '1'],
        ['80', '90', '', '100000', '1', '1'],
        ['x', '90', 'no', '100000', '1', '1'],
      ]),
    );
    expect(errors).toEqual([
      { row: 2, column: 'age.from', reason: 'the band 30 to 50 overlaps row 1 (18 to 40)' },
      { row: 3, column: 'rate', reason: '"abc" is not a number (at most 15 digits)' },
      { row: 4, column: 'age.to', reason: 'the band 70 to 65 is empty (from must be below to)' },
      { row: 5, column: 'smoker', reason: 'the key is blank' },
      { row: 6, column: 'age.from', reason: '"x" is not a number' },
    ]);
  });

  it('refuses gaps where the table has none, repeated and unsorted interpolation keys, duplicate exact keys', () => {
    expect(
      cellsOf(
        table(
          [
            ['18', '40', 'no', '100000', '1', '1'],
            ['45', '65', 'no', '100000', '1', '1'],
          ],
          true,
        ),
      ),
    ).toEqual([{ row: 2, column: 'age.from', reason: 'a gap from 40 to 45 after row 1 (the table has no gaps)' }]);
    expect(
      cellsOf(
        table([
          ['18', '40', 'no', '500000', '1', '1'],
          ['18', '40', 'no', '100000', '1', '1'],
          ['18', '40', 'no', '100000', '1', '1'],
        ]),
      ),
    ).toEqual([
      {
        row: 2,
        column: 'sumInsured',
        reason: 'the interpolation keys must increase: 100000 comes after 500000 (row 1)',
      },
      { row: 3, column: 'sumInsured', reason: 'the interpolation key 100000 repeats row 2' },
    ]);
    const exact: RateTableDefinition = {
      name: 'x',
      inputs: [{ name: 'k', kind: 'exact' }],
      outputs: ['v'],
      noGaps: false,
      rows: [
        ['A', '1'],
        ['a', '2'],
      ],
    };
    expect(cellsOf(exact)).toEqual([{ row: 2, column: 'k', reason: 'the keys are the same as row 1' }]);
  });
});

describe('rules reading rate tables', () => {
  const amountLogic = JSON.stringify({
    '*': [
      { table: ['term_rates', { var: 'age' }, { var: 'smoker' }, { var: 'sumInsured' }] },
      { var: 'sumInsured' },
      0.001,
    ],
  });
  const numericTable: RateTableDefinition = {
    ...termLife,
    name: 'numeric_rates',
    inputs: [
      termLife.inputs[0],
      { name: 'smoker', kind: 'exact' },
      termLife.inputs[2],
    ] as RateTableDefinition['inputs'],
    rows: termLife.rows.map((row) => row.map((cell) => (cell === 'no' ? '0' : cell === 'yes' ? '1' : cell))),
  };
  const numericLogic = JSON.stringify({
    '*': [
      { table: ['numeric_rates', { var: 'age' }, { var: 'smoker' }, { var: 'sumInsured' }] },
      { var: 'sumInsured' },
      0.001,
    ],
  });

  it('prices through the general path and reports no row as an issue naming the table and keys', () => {
    const plan = buildPricePlan({ amountLogic, currencyCode: 'HKD', codes: [], tables: [termLife] }, (_t, rule) =>
      engine.compile(rule),
    );
    expect(priceQuote(plan, { age: 30, smoker: 'no', sumInsured: 300_000 }).amount?.toFixed(2)).toBe('330.00');
    const missing = priceQuote(plan, { age: 70, smoker: 'no', sumInsured: 300_000 });
    expect(missing.amount).toBeNull();
    expect(missing.issues).toEqual([
      {
        code: 'rate_table_no_row',
        message: 'The rate table term_rates has no row for age 70, smoker "no", sumInsured 300000.',
        subject: 'term_rates: age 70, smoker "no", sumInsured 300000',
      },
    ]);
  });

  it('generates the quick quote for numeric keys and agrees with the general path', () => {
    const input = { amountLogic: numericLogic, currencyCode: 'HKD', codes: [], tables: [numericTable] };
    const quick = buildPricePlan(input, (_t, rule) => engine.compile(rule), compileQuote);
    const general = buildPricePlan(input, (_t, rule) => engine.compile(rule));
    expect(quick.quick).not.toBeNull();
    for (const values of [
      { age: 30, smoker: 0, sumInsured: 300_000 },
      { age: 41, smoker: 1, sumInsured: 123_456 },
      { age: 70, smoker: 1, sumInsured: 123_456 },
      { age: 30, smoker: 2, sumInsured: 100_000 },
    ]) {
      const fast = priceQuote(quick, values);
      const slow = priceQuote(general, values);
      expect([fast.amountMinor, fast.issues]).toEqual([slow.amountMinor, slow.issues]);
    }
    expect(quick.quick?.({ age: 41, smoker: 1, sumInsured: 123_456 }, [])?.amount?.toFixed(2)).toBe('759.64');
    expect(quick.quick?.({ age: 70, smoker: 1, sumInsured: 123_456 }, [])).toBeNull();
  });

  it('shows the table, row and value in a trace', () => {
    const rule = call({ var: 'age' }, 'yes', 500_000);
    const trace = withRateTables(compileRateTables([termLife]), () => traceRule(engine, rule, { age: 50 }));
    expect(trace.result).toBe(5.4);
    expect(trace.table).toEqual({ table: 'term_rates', row: 8, column: 'rate', value: 5.4 });
  });

  it('is checked at save: the name as text first, then known tables, key counts and outputs', () => {
    expect(checkRule('{"table":[{"var":"t"},1]}')).toMatchObject({ ok: false });
    const rule = JSON.parse(amountLogic) as RuleJson;
    expect(tableCallsProblem(rule, [termLife])).toBeNull();
    expect(tableCallsProblem(rule, [])).toBe('There is no rate table named term_rates (at $.*[0].table)');
    expect(tableCallsProblem({ table: ['term_rates', 1, 'no', 1, 'premium'] }, [termLife])).toContain(
      'has no output column "premium"',
    );
  });
});

describe('rate table keys as rule inputs', () => {
  const flags: RateTableDefinition = {
    name: 'flags',
    inputs: [
      { name: 'member', kind: 'exact' },
      { name: 'classCode', kind: 'exact' },
      { name: 'plan', kind: 'exact' },
    ],
    outputs: ['factor'],
    noGaps: false,
    rows: [
      ['TRUE', '1', 'gold', '1.1'],
      ['false', ' 2.5 ', '3', '1.2'],
    ],
  };

  it('types each key from its column: bands and interpolation numbers, exact columns by their keys', () => {
    const keys = tableKeyTypesOf([termLife, flags]);
    expect(keys.get('term_rates')).toEqual(['number', 'text', 'number']);
    expect(keys.get('flags')).toEqual(['boolean', 'number', 'text']);
    const rule: RuleJson = {
      '*': [
        call({ var: 'age' }, { var: 'smoker' }, { var: 'sumInsured' }, 'minimum'),
        { table: ['flags', { var: 'member' }, { var: 'classCode' }, { var: 'plan' }] },
      ],
    };
    expect(extractVariables(rule, null, keys).map(({ name, type }) => `${name}:${type}`)).toEqual([
      'age:number',
      'smoker:text',
      'sumInsured:number',
      'member:boolean',
      'classCode:number',
      'plan:text',
    ]);
    // Without the tables (or for an unknown table) a key is text, as before.
    expect(extractVariables(rule).every((variable) => variable.type === 'text')).toBe(true);
  });
});
