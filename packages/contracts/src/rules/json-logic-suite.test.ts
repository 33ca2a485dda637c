import { describe, expect, it } from 'vitest';
import { createRuleEngine } from './engine';
import type { RuleJson } from './validate-rule';

/**
 * A representative set of the JSON-logic community suite (the operator semantics jsonlogic.com
 * documents), run through our engine wrapper both compiled and interpreted. npm ships no copy of the
 * suite's tests.json, so the cases are written out here: [rule, data, expected].
 */
const CASES: Array<[RuleJson, unknown, unknown]> = [
  // var, missing
  [{ var: 'a' }, { a: 1 }, 1],
  [{ var: ['a'] }, { a: 1 }, 1],
  [{ var: ['b', 26] }, { a: 1 }, 26],
  [{ var: 'a.b' }, { a: { b: 'x' } }, 'x'],
  [{ var: 1 }, ['apple', 'banana'], 'banana'],
  [{ var: '' }, 3, 3],
  [{ missing: ['a', 'b'] }, { a: 1 }, ['b']],
  [{ missing: ['a', 'b'] }, { a: 1, b: 2 }, []],
  [{ missing_some: [1, ['a', 'b', 'c']] }, { a: 'apple' }, []],
  [{ missing_some: [2, ['a', 'b', 'c']] }, { a: 'apple' }, ['b', 'c']],
  // logic
  [{ if: [true, 'yes', 'no'] }, null, 'yes'],
  [{ if: [false, 'yes', 'no'] }, null, 'no'],
  [
    { if: [{ '<': [{ var: 't' }, 0] }, 'freezing', { '<': [{ var: 't' }, 100] }, 'liquid', 'gas'] },
    { t: 55 },
    'liquid',
  ],
  [{ if: [{ '<': [{ var: 't' }, 0] }, 'freezing', { '<': [{ var: 't' }, 100] }, 'liquid', 'gas'] }, { t: 101 }, 'gas'],
  [{ '?:': [true, 1, 2] }, null, 1],
  [{ '==': [1, 1] }, null, true],
  [{ '==': [1, '1'] }, null, true],
  [{ '==': [0, false] }, null, true],
  [{ '===': [1, '1'] }, null, false],
  [{ '!=': [1, 2] }, null, true],
  [{ '!==': [1, 1] }, null, false],
  [{ '!': [true] }, null, false],
  [{ '!': true }, null, false],
  [{ '!!': [[]] }, null, false],
  [{ '!!': ['0'] }, null, true],
  [{ or: [true, false] }, null, true],
  [{ or: [false, 'a'] }, null, 'a'],
  [{ or: [false, 0, 'a'] }, null, 'a'],
  [{ and: [true, 'a', 3] }, null, 3],
  [{ and: [true, '', 3] }, null, ''],
  // comparison
  [{ '>': [2, 1] }, null, true],
  [{ '>=': [1, 1] }, null, true],
  [{ '<': [1, 2] }, null, true],
  [{ '<': [1, 2, 3] }, null, true],
  [{ '<': [1, 1, 3] }, null, false],
  [{ '<=': [1, 1] }, null, true],
  [{ '<=': [1, 4, 3] }, null, false],
  [{ max: [1, 2, 3] }, null, 3],
  [{ min: [1, 2, 3] }, null, 1],
  // arithmetic
  [{ '+': [4, 2] }, null, 6],
  [{ '+': [2, 2, 2, 2, 2] }, null, 10],
  [{ '+': '3.14' }, null, 3.14],
  [{ '-': [4, 2] }, null, 2],
  [{ '-': [2] }, null, -2],
  [{ '*': [4, 2] }, null, 8],
  [{ '*': [2, 2, 2, 2, 2] }, null, 32],
  [{ '/': [4, 2] }, null, 2],
  [{ '%': [101, 2] }, null, 1],
  [{ '+': [{ var: 'a' }, { var: 'b' }] }, { a: 1, b: 2 }, 3],
  // arrays
  [{ map: [{ var: 'integers' }, { '*': [{ var: '' }, 2] }] }, { integers: [1, 2, 3] }, [2, 4, 6]],
  [{ filter: [{ var: 'integers' }, { '%': [{ var: '' }, 2] }] }, { integers: [1, 2, 3, 4, 5] }, [1, 3, 5]],
  [
    { reduce: [{ var: 'integers' }, { '+': [{ var: 'current' }, { var: 'accumulator' }] }, 0] },
    { integers: [1, 2, 3, 4] },
    10,
  ],
  [{ all: [[1, 2, 3], { '>': [{ var: '' }, 0] }] }, null, true],
  [{ some: [[-1, 0, 1], { '>': [{ var: '' }, 0] }] }, null, true],
  [{ none: [[-3, -2], { '>': [{ var: '' }, 0] }] }, null, true],
  [
    {
      merge: [
        [1, 2],
        [3, 4],
      ],
    },
    null,
    [1, 2, 3, 4],
  ],
  [{ merge: [1, 2, [3, 4]] }, null, [1, 2, 3, 4]],
  [{ in: ['Ringo', ['John', 'Paul', 'George', 'Ringo']] }, null, true],
  // strings
  [{ in: ['Spring', 'Springfield'] }, null, true],
  [{ cat: ['I love', ' pie'] }, null, 'I love pie'],
  [{ cat: ['I love ', { var: 'filling' }, ' pie'] }, { filling: 'apple' }, 'I love apple pie'],
  [{ substr: ['jsonlogic', 4] }, null, 'logic'],
  [{ substr: ['jsonlogic', -5] }, null, 'logic'],
  [{ substr: ['jsonlogic', 1, 3] }, null, 'son'],
  [{ substr: ['jsonlogic', 4, -2] }, null, 'log'],
  // literals
  [1, null, 1],
  ['apple', null, 'apple'],
  [[1, 2], null, [1, 2]],
];

describe('the JSON-logic suite through our engine', () => {
  const engine = createRuleEngine();
  it.each(CASES.map((entry, index) => [index, ...entry] as const))('case %i: %j', (_index, rule, data, expected) => {
    expect(engine.compile(rule)(data)).toEqual(expected);
    expect(engine.run(rule, data)).toEqual(expected);
  });
});
