import { describe, expect, it } from 'vitest';
import { createRuleEngine } from './engine';
import { compileNumeric } from './numeric-compile';
import type { RuleJson } from './validate-rule';

const engine = createRuleEngine();
const interpreted = (rule: RuleJson) => (data: unknown) => engine.run(rule, data);
const numeric = (rule: RuleJson) => compileNumeric(rule, interpreted(rule));

/** The answer, or the error thrown, as comparable data. */
function outcome(run: () => unknown): unknown {
  try {
    return { answer: run() };
  } catch (error) {
    return { thrown: error };
  }
}

const ageBands: RuleJson = {
  '*': [
    {
      if: [
        { '<': [{ var: 'age' }, 25] },
        1.1,
        { '<': [{ var: 'age' }, 35] },
        1.35,
        { '<=': [45, { var: 'age' }] },
        3.2,
        5.75,
      ],
    },
    { '/': [{ var: 'sumInsured' }, 1000] },
  ],
};
const covered: RuleJson[] = [
  ageBands,
  { max: [0, { '-': [{ '*': [{ '+': [ageBands, { '*': [ageBands, 0.5] }] }, 0.9] }, 20] }] },
  { '+': [{ var: 'a' }, { var: 'b' }, 0.1] },
  { '-': [{ var: 'a' }] },
  { '/': [{ var: 'a' }] },
  { '/': [{ var: 'a' }, { var: 'b' }] },
  { '%': [{ var: 'a' }, { var: 'b' }] },
  { '*': [{ var: 'a' }, 1e308, 10] },
  { min: [{ var: 'a' }, { var: 'b' }, 3] },
  { '<': [18, { var: 'a' }, 65] },
  { '==': [{ var: 'a' }, 1] },
  { '!==': [{ var: 'a' }, { var: 'b' }] },
  { '!': [{ '>': [{ var: 'a' }, { var: 'b' }] }] },
  { if: [{ '-': [{ var: 'a' }, 1] }, { var: 'b' }, 7] },
];
const values: unknown[] = [
  0,
  -0,
  1,
  -3,
  0.1,
  0.2,
  1.005,
  24.999,
  25,
  45,
  1e300,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '30',
  'x',
  '',
  null,
  true,
  false,
  undefined,
  [],
  {},
];
const inputs: unknown[] = [null, undefined, 'text', 5];
for (const a of values)
  for (const b of [0, 2, 0.3, 100_000, '7', null, undefined, Number.NaN]) inputs.push({ a, b, age: a, sumInsured: b });

describe('compileNumeric', () => {
  it.each(covered.map((rule) => [JSON.stringify(rule), rule]))('answers %s exactly as the engine does', (_, rule) => {
    const fast = numeric(rule as RuleJson);
    expect(fast).not.toBeNull();
    const built = interpreted(rule as RuleJson);
    for (const data of inputs)
      expect(
        outcome(() => fast?.(data)),
        JSON.stringify(data),
      ).toEqual(outcome(() => built(data)));
  });

  it.each([
    [{ var: 'a' }],
    [{ if: [{ var: 'smoker' }, 1, 2] }],
    [{ if: [{ '<': [{ var: 'a' }, 1] }, 1] }],
    [{ '+': [{ var: 'a.b' }, 1] }],
    [{ '+': [{ var: ['a', 0] }, 1] }],
    [{ cat: [{ var: 'a' }, 'x'] }],
    [{ if: [{ '<': [{ var: 'a' }, 1] }, 1, true] }],
    [{ '<': [{ var: 'a' }, { '+': [{ var: 'b' }, 1] }, 3] }],
    [{ '+': [1, 2] }],
  ])('leaves %j to the engine', (rule) => {
    expect(numeric(rule as RuleJson)).toBeNull();
  });

  it('is what the engine compiles, and still answers other inputs through the engine', () => {
    const rule = { '*': [{ var: 'a' }, 0.1] } as RuleJson;
    const compiled = engine.compile(rule);
    expect(compiled.name).toBe('numericRule');
    expect(compiled({ a: 3 })).toBe(0.3);
    expect(compiled({ a: '3' })).toBe(0.3);
    expect(compiled({})).toBe(0);
  });
});
