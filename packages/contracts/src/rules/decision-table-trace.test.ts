import { describe, expect, it } from 'vitest';
import { type ConditionTable, compileDecisionTable, type UnderwritingTable } from './decision-table';
import { evaluateDecisionTable } from './decision-table-evaluate';
import { createRuleEngine } from './engine';
import { type TraceNode, traceRule } from './trace';
import type { RuleJson } from './validate-rule';

const engine = createRuleEngine();

/** Over 65 declines, a smoker is referred, everyone else is accepted ("-" cells in the first two rows). */
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

/** What a trace shows, step by step: each step's text and result (or error), its inputs indented. */
const shown = (node: TraceNode, depth = 0): string[] => [
  `${'  '.repeat(depth)}${node.operator ?? node.rule} = ${node.error ?? JSON.stringify(node.result)}`,
  ...node.inputs.flatMap((input) => shown(input, depth + 1)),
];
const traceOf = (table: UnderwritingTable | ConditionTable, data: object) =>
  traceRule(engine, compileDecisionTable(table), data);

describe('the trace of a rule written as a decision table', () => {
  it('shows the rows and cells as written, up to the first row that matches: no preserve, no compiled internals', () => {
    const trace = traceOf(underwriting, { age: 40, smoker: true });
    expect(shown(trace)).toEqual([
      'decision_table = "refer; Smoker"',
      '  #1 → decline; Over 65 = false',
      '    age > 65 = false',
      '  #2 → refer; Smoker = true',
      '    smoker = true = true',
    ]);
    expect(trace.decision).toEqual({ kind: 'underwriting', hitPolicy: 'first', matched: [2] });
    expect(JSON.stringify(trace)).not.toContain('preserve');
  });

  it('shows "else" with the outcome when no row matches, and a cell’s error as the engine answers it', () => {
    expect(shown(traceOf(underwriting, { age: 40, smoker: false })).slice(-1)).toEqual(['  else → accept = true']);
    const failed = traceOf(underwriting, { age: 'old' });
    expect(failed.error).toBe('The result is not a number');
    expect(shown(failed)).toEqual([
      'decision_table = The result is not a number',
      '  #1 → decline; Over 65 = The result is not a number',
      '    age > 65 = The result is not a number',
    ]);
  });

  it('shows every row of a collect table, the rows that decided and the worst outcome', () => {
    const collect: UnderwritingTable = {
      ...underwriting,
      hitPolicy: 'collect',
      rows: [
        ...underwriting.rows,
        {
          cells: [{ op: 'between', from: 18, to: 70 }, { op: 'any' }],
          outcome: { decision: 'refer', reason: 'Medical' },
        },
        { cells: [{ op: 'any' }, { op: 'in', values: ['yes', 1] }], outcome: { decision: 'accept', reason: '' } },
      ],
    };
    const data = { age: 50, smoker: true };
    const trace = traceOf(collect, data);
    expect(shown(trace)).toEqual([
      'decision_table = "refer; Smoker; Medical"',
      '  #1 → decline; Over 65 = false',
      '    age > 65 = false',
      '  #2 → refer; Smoker = true',
      '    smoker = true = true',
      '  #3 → refer; Medical = true',
      '    18 ≤ age < 70 = true',
      '  #4 → accept = false',
      '    smoker ∈ ["yes", 1] = false',
    ]);
    expect(trace.decision?.matched).toEqual(evaluateDecisionTable(collect, data).matched.map((row) => row + 1));
  });

  it('shows a code condition table with its true/false outcomes', () => {
    const condition: ConditionTable = {
      kind: 'condition',
      hitPolicy: 'first',
      columns: ['region'],
      rows: [{ cells: [{ op: '==', value: 'HK' }], outcome: true }],
      otherwise: false,
    };
    expect(shown(traceOf(condition, { region: 'SG' }))).toEqual([
      'decision_table = false',
      '  #1 → true = false',
      '    region = "HK" = false',
      '  else → false = true',
    ]);
  });

  it('drops the preserve cells of a table rule edited into code (the `and` still answers its last value)', () => {
    const edited: RuleJson = {
      if: [{ and: [{ '>': [{ var: 'age' }, 65] }, { preserve: 'smoker' }] }, 'decline', 'maybe'],
    };
    expect(shown(traceRule(engine, edited, { age: 70 }))).toEqual([
      'if = "decline"',
      '  and = "smoker"',
      '    > = true',
      '      var = 70',
      '      65 = 65',
      '  "decline" = "decline"',
      '  "maybe" = "maybe"',
    ]);
  });
});
