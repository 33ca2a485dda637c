import { describe, expect, it } from 'vitest';
import {
  type AnyDecisionTable,
  type CellValue,
  type ConditionTable,
  compileDecisionTable,
  type DecisionCell,
  newDecisionTable,
  type RowDecision,
  tableProblems,
  type UnderwritingTable,
} from './decision-table';
import { decompileDecisionTable } from './decision-table-decompile';
import { evaluateDecisionTable, NotANumberError } from './decision-table-evaluate';
import { createRuleEngine } from './engine';
import { describeError } from './rule-error';
import { seededRandom } from './seeded-random.testing';
import { traceRule } from './trace';
import { decideUnderwriting } from './underwriting';
import { checkRuleValue, type RuleJson } from './validate-rule';
import { extractVariables } from './variables';

const engine = createRuleEngine();

/** The e2e's table: over 65 declines, a smoker is referred, everyone else is accepted. */
const underwriting: UnderwritingTable = {
  kind: 'underwriting',
  hitPolicy: 'first',
  columns: ['age', 'smoker'],
  rows: [
    { cells: [{ op: '>', value: 65 }, { op: 'any' }], outcome: { decision: 'decline', reason: 'Over 65' } },
    { cells: [{ op: 'any' }, { op: '==', value: true }], outcome: { decision: 'refer', reason: 'Smoker' } },
  ],
  otherwise: { decision: 'accept', reason: '' },
};

describe('compileDecisionTable', () => {
  it('writes a first-hit table as an if chain whose first row names every column', () => {
    expect(compileDecisionTable(underwriting)).toEqual({
      if: [
        { and: [{ '>': [{ var: 'age' }, 65] }, { preserve: 'smoker' }] },
        'decline; Over 65',
        { and: [{ '==': [{ var: 'smoker' }, true] }] },
        'refer; Smoker',
        'accept',
      ],
    });
  });

  it('answers through the engine as the table says, with the reason', () => {
    const rule = compileDecisionTable(underwriting);
    expect(decideUnderwriting(engine, rule, { age: 70, smoker: true })).toMatchObject({
      ok: true,
      decision: 'decline',
      reason: 'Over 65',
    });
    expect(decideUnderwriting(engine, rule, { age: 40, smoker: true })).toMatchObject({
      decision: 'refer',
      reason: 'Smoker',
    });
    expect(decideUnderwriting(engine, rule, { age: 40, smoker: false })).toEqual({
      ok: true,
      decision: 'accept',
      rule: null,
    });
  });

  it('reads only the inputs its cells compare (a "-" cell reads nothing)', () => {
    const rule = compileDecisionTable({
      ...underwriting,
      rows: [underwriting.rows[0] as (typeof underwriting.rows)[0]],
    });
    expect(extractVariables(rule).map((variable) => variable.name)).toEqual(['age']);
  });

  it('collect: the worst matching decision wins, with the reasons of its rows', () => {
    const table: UnderwritingTable = {
      ...underwriting,
      hitPolicy: 'collect',
      columns: ['age', 'smoker', 'country'],
      rows: [
        {
          cells: [{ op: '>', value: 65 }, { op: 'any' }, { op: 'any' }],
          outcome: { decision: 'refer', reason: 'Over 65' },
        },
        {
          cells: [{ op: 'any' }, { op: '==', value: true }, { op: 'any' }],
          outcome: { decision: 'refer', reason: 'Smoker' },
        },
        {
          cells: [{ op: 'any' }, { op: 'any' }, { op: 'in', values: ['KP', 'IR'] }],
          outcome: { decision: 'decline', reason: 'Sanctioned country' },
        },
        {
          cells: [{ op: 'between', from: 18, to: 30 }, { op: 'any' }, { op: 'any' }],
          outcome: { decision: 'accept', reason: '' },
        },
      ],
    };
    const rule = compileDecisionTable(table);
    expect(decideUnderwriting(engine, rule, { age: 70, smoker: true, country: 'HK' })).toMatchObject({
      decision: 'refer',
      reason: 'Over 65; Smoker',
    });
    expect(decideUnderwriting(engine, rule, { age: 70, smoker: true, country: 'KP' })).toMatchObject({
      decision: 'decline',
      reason: 'Sanctioned country',
    });
    expect(decideUnderwriting(engine, rule, { age: 20, smoker: false, country: 'HK' })).toMatchObject({
      decision: 'accept',
    });
    expect(evaluateDecisionTable(table, { age: 70, smoker: true, country: 'HK' })).toEqual({
      matched: [0, 1],
      outcome: { decision: 'refer', reason: 'Over 65; Smoker' },
    });
  });

  it('compiles a code condition to true/false and passes the rule checks', () => {
    const table: ConditionTable = {
      kind: 'condition',
      hitPolicy: 'first',
      columns: ['smoker', 'age'],
      rows: [
        {
          cells: [
            { op: '==', value: true },
            { op: 'between', from: 18, to: 40 },
          ],
          outcome: true,
        },
      ],
      otherwise: false,
    };
    const rule = compileDecisionTable(table);
    expect(checkRuleValue(rule).ok).toBe(true);
    expect(engine.run(rule, { smoker: true, age: 39.5 })).toBe(true);
    expect(engine.run(rule, { smoker: true, age: 40 })).toBe(false);
    expect(engine.run(rule, { smoker: false, age: 20 })).toBe(false);
  });
});

describe('decompileDecisionTable', () => {
  it('opens the JSON a table wrote as the same table', () => {
    const text = JSON.stringify(compileDecisionTable(underwriting), null, 2);
    expect(decompileDecisionTable('underwriting', text)).toEqual({ ok: true, table: underwriting });
  });

  it.each([
    ['{}', 'empty'],
    ['', 'empty'],
    ['{"if":[', 'not_json'],
    ['"accept"', 'shape'],
    ['{"if":[{">":[{"var":"age"},70]},"decline","accept","refer"]}', 'shape'],
    // A condition the grid cannot show: arithmetic on the input.
    ['{"if":[{"and":[{">":[{"+":[{"var":"age"},1]},70]}]},"decline","accept"]}', 'condition'],
    // Hand-written: the condition is not wrapped as a table writes it.
    ['{"if":[{">":[{"var":"age"},70]},"decline","accept"]}', 'condition'],
    ['{"if":[{"and":[{">":[{"var":"age"},70]}]},"maybe","accept"]}', 'outcome'],
    ['{"if":[{"and":[{">":[{"var":"age"},70]}]},"decline","later"]}', 'outcome'],
    // Table-like but not what a table writes: the spacing of the reason.
    ['{"if":[{"and":[{">":[{"var":"age"},70]}]},"decline:Over 70","accept"]}', 'outcome'],
    // A later row reads a variable the first row does not name.
    ['{"if":[{"and":[{">":[{"var":"age"},70]}]},"decline",{"and":[{"var":"smoker"}]},"refer","accept"]}', 'condition'],
  ])('opens %s as code (%s)', (text, reason) => {
    expect(decompileDecisionTable('underwriting', text)).toMatchObject({ ok: false, reason });
  });

  it('refuses a condition table whose outcome is not true or false', () => {
    const rule = { if: [{ and: [{ '==': [{ var: 'smoker' }, true] }] }, 'yes', false] };
    expect(decompileDecisionTable('condition', rule)).toMatchObject({ ok: false, reason: 'outcome', row: 0 });
  });
});

describe('tableProblems', () => {
  it('accepts a new table once its variable is named, and names what is wrong', () => {
    expect(tableProblems(newDecisionTable('underwriting', 'age'))).toEqual([]);
    expect(tableProblems(newDecisionTable('condition'))).toEqual([{ code: 'column_variable', column: 0 }]);
    const bad: UnderwritingTable = {
      ...underwriting,
      columns: ['age', 'age'],
      rows: [
        {
          cells: [
            { op: 'between', from: 5, to: 5 },
            { op: 'in', values: [] },
          ],
          outcome: { decision: 'refer', reason: ' x' },
        },
        { cells: [{ op: '<', value: 'ten' }], outcome: { decision: 'refer', reason: '' } },
      ],
    };
    expect(tableProblems(bad)).toEqual([
      { code: 'column_duplicate', column: 1 },
      { code: 'reason_space', row: 0 },
      { code: 'cell_band', row: 0, column: 0 },
      { code: 'cell_list', row: 0, column: 1 },
      { code: 'cell_count', row: 1 },
    ]);
    expect(tableProblems({ ...underwriting, rows: [] })).toEqual([{ code: 'no_rows' }]);
  });
});

// ---------------------------------------------------------------------------------------------
// Seeded random tables: round trip and the differential test against the engine.

type Next = () => number;
const pick = <T>(next: Next, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
const VARIABLES = ['age', 'smoker', 'country', 'sumInsured', 'person.bmi', 'plan'];
const TEXTS = ['HK', 'KP', 'gold', '', '12', 'a b'];
const REASONS = ['', 'Over 65', 'Smoker', 'BMI; too high', '高風險', 'Sum insured: above limit'];

const randomNumber = (next: Next) => pick(next, [0, 1, 18, 40, 65, 99.5, -3, 1_000_000, 0.1]);
const randomValue = (next: Next): CellValue => {
  const kind = next();
  if (kind < 0.5) return randomNumber(next);
  if (kind < 0.8) return pick(next, TEXTS);
  return next() < 0.5;
};

function randomCell(next: Next): DecisionCell {
  const op = pick(next, ['any', 'any', '==', '!=', '<', '<=', '>', '>=', 'between', 'in'] as const);
  if (op === 'any') return { op };
  if (op === 'between') {
    const from = randomNumber(next);
    return { op, from, to: from + pick(next, [0.5, 1, 10, 47]) };
  }
  if (op === 'in') return { op, values: Array.from({ length: 1 + Math.floor(next() * 3) }, () => randomValue(next)) };
  if (op === '==' || op === '!=') return { op, value: randomValue(next) };
  return { op, value: randomNumber(next) };
}

const randomDecision = (next: Next): RowDecision => ({
  decision: pick(next, ['accept', 'decline', 'refer'] as const),
  reason: pick(next, REASONS),
});

function randomTable(next: Next): AnyDecisionTable {
  const kind = next() < 0.6 ? 'underwriting' : 'condition';
  const columns = [...VARIABLES].sort(() => next() - 0.5).slice(0, Math.floor(next() * 4));
  const rows = Array.from({ length: 1 + Math.floor(next() * 6) }, () => ({
    cells: columns.map(() => randomCell(next)),
    outcome: kind === 'underwriting' ? randomDecision(next) : next() < 0.5,
  }));
  const otherwise = kind === 'underwriting' ? randomDecision(next) : next() < 0.5;
  return { kind, hitPolicy: next() < 0.5 ? 'first' : 'collect', columns, rows, otherwise } as AnyDecisionTable;
}

const randomInput = (next: Next): unknown => {
  const kind = next();
  if (kind < 0.35) return randomNumber(next);
  if (kind < 0.55) return pick(next, TEXTS);
  if (kind < 0.7) return next() < 0.5;
  if (kind < 0.8) return null;
  if (kind < 0.9) return undefined;
  return pick(next, [[], [1], {}]);
};

function randomData(next: Next): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const variable of VARIABLES) {
    const value = randomInput(next);
    if (value === undefined) continue;
    if (variable === 'person.bmi') data.person = { bmi: value };
    else data[variable] = value;
  }
  return data;
}

type Answer = { decision: string; reason: string } | boolean | { error: string };

function direct(table: AnyDecisionTable, data: unknown): Answer {
  try {
    const { outcome } = evaluateDecisionTable(table, data);
    return typeof outcome === 'boolean' ? outcome : { decision: outcome.decision, reason: outcome.reason };
  } catch (error) {
    if (error instanceof NotANumberError) return { error: 'not a number' };
    throw error;
  }
}

function throughEngine(table: AnyDecisionTable, rule: RuleJson, data: object): Answer {
  if (table.kind === 'underwriting') {
    const decided = decideUnderwriting(engine, rule, data);
    if (!decided.ok) return { error: decided.message.includes('not a number') ? 'not a number' : decided.message };
    return { decision: decided.decision, reason: decided.reason ?? '' };
  }
  try {
    const answer = engine.run(rule, data);
    if (typeof answer !== 'boolean') return { error: `not a boolean: ${JSON.stringify(answer)}` };
    return answer;
  } catch (error) {
    const message = describeError(error);
    return { error: message.includes('not a number') ? 'not a number' : message };
  }
}

describe('decision tables (seeded random)', () => {
  const SEED = 2811;
  const TABLES = 600;
  const INPUTS = 40;

  it(`round-trips ${TABLES} random tables exactly (seed ${SEED})`, () => {
    const next = seededRandom(SEED);
    for (let index = 0; index < TABLES; index++) {
      const table = randomTable(next);
      expect(tableProblems(table), `table ${index}`).toEqual([]);
      const rule = compileDecisionTable(table);
      expect(checkRuleValue(rule), `table ${index}`).toMatchObject({ ok: true });
      const text = JSON.stringify(rule);
      const opened = decompileDecisionTable(table.kind, text);
      expect(opened, `table ${index}: ${text}`).toEqual({ ok: true, table });
      if (opened.ok) expect(JSON.stringify(compileDecisionTable(opened.table as AnyDecisionTable))).toBe(text);
    }
  });

  it(`agrees with its compiled JSON logic through the engine on ${INPUTS} inputs per table (seed ${SEED + 1})`, () => {
    const next = seededRandom(SEED + 1);
    let errors = 0;
    let matchedSome = 0;
    for (let index = 0; index < TABLES; index++) {
      const table = randomTable(next);
      const rule = compileDecisionTable(table);
      for (let run = 0; run < INPUTS; run++) {
        const data = randomData(next);
        const expected = direct(table, data);
        if (typeof expected === 'object' && 'error' in expected) errors += 1;
        else if (evaluateDecisionTable(table, data).matched.length > 0) matchedSome += 1;
        expect(
          throughEngine(table, rule, data),
          `table ${index} ${JSON.stringify(rule)} on ${JSON.stringify(data)}`,
        ).toEqual(expected);
        // Its trace shows the table: the rows that decided, or the engine's error.
        const trace = traceRule(engine, rule, data);
        if (typeof expected === 'object' && 'error' in expected) expect(trace.error).toBe('The result is not a number');
        else
          expect(trace.decision?.matched, `trace of table ${index}`).toEqual(
            evaluateDecisionTable(table, data).matched.map((row) => row + 1),
          );
      }
    }
    // The inputs reach both answers and errors, not only the "otherwise" outcome.
    expect(errors).toBeGreaterThan(100);
    expect(matchedSome).toBeGreaterThan(TABLES * INPUTS * 0.2);
  });

  it('keeps hand-written rules that are not tables as code (mutated compiled rules)', () => {
    const next = seededRandom(SEED + 2);
    let refused = 0;
    for (let index = 0; index < 300; index++) {
      const table = randomTable(next);
      const rule = compileDecisionTable(table) as { if: RuleJson[] };
      // Swap one outcome for an operation: still valid JSON logic, no longer a table.
      const branches = [...rule.if];
      branches[branches.length - 1] = { cat: [branches[branches.length - 1] as RuleJson] };
      const opened = decompileDecisionTable(table.kind, { if: branches });
      expect(opened.ok).toBe(false);
      refused += 1;
    }
    expect(refused).toBe(300);
  });
});
