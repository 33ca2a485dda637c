import { decimalAdd, decimalDivide, decimalMultiply, decimalRemainder, decimalSubtract } from './decimal-arithmetic';
import type { RuleFunction } from './engine';
import { type RateTableSet, resolveTableCall } from './rate-tables';
import type { RuleJson } from './validate-rule';

/**
 * A faster form for the common pricing rule: arithmetic, comparisons and `if` over number inputs
 * and number literals (age bands x sum insured). The generated function reads each input once; when
 * every input is a finite number it computes the answer in plain JavaScript, each arithmetic step
 * through the engine's own exact decimal steps (decimal-arithmetic.ts), which throw what the engine
 * throws. Any other input (a string, null, a missing value) hands the same data to the interpreted
 * rule, so answers and errors stay the engine's. A rule using anything else is not generated here
 * at all (null: the interpreted rule is used as it is).
 * Server only: it compiles with `new Function`, which the studio's CSP forbids.
 */

type Kind = 'number' | 'boolean';
type Emitted = { code: string; kind: Kind; simple: boolean };

const NAME = /^[A-Za-z_$][\w$]*$/;
/** The helper of each arithmetic operator (NUMERIC_HELPER_NAMES). */
const ARITHMETIC: Readonly<Record<string, string>> = { '+': 'ad', '-': 'sb', '*': 'ml', '/': 'dv', '%': 'md' };
const COMPARISONS: Readonly<Record<string, string>> = {
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
  '==': '===',
  '===': '===',
  '!=': '!==',
  '!==': '!==',
};
const EQUALITY = new Set(['==', '===', '!=', '!==']);

/** The generated form of a rule: an expression over `v0`, `v1`... (the inputs, in order of `inputs`). */
export type NumericForm = {
  body: string;
  kind: Kind;
  inputs: string[];
  /** Rate-table lookups the body calls as tb0, tb1... (the same lookups the interpreter makes). */
  lookups: Array<(...keys: unknown[]) => number>;
};

class Unsupported extends Error {}

const literal = (value: number) => (Object.is(value, -0) ? '(-0)' : `(${String(value)})`);

function generate(rule: RuleJson, tables: RateTableSet | null): NumericForm {
  const inputs: string[] = [];
  const lookups: NumericForm['lookups'] = [];
  const unsupported = (): never => {
    throw new Unsupported();
  };
  const args = (value: RuleJson): RuleJson[] => (Array.isArray(value) ? value : [value]);

  const emit = (node: RuleJson): Emitted => {
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) unsupported();
      return { code: literal(node), kind: 'number', simple: true };
    }
    if (typeof node === 'boolean') return { code: String(node), kind: 'boolean', simple: true };
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return unsupported();
    const keys = Object.keys(node);
    if (keys.length !== 1) unsupported();
    const operator = keys[0] as string;
    const value = node[operator] as RuleJson;

    if (operator === 'var') {
      const list = args(value);
      const name = list[0];
      if (list.length !== 1 || typeof name !== 'string' || !NAME.test(name)) return unsupported();
      let index = inputs.indexOf(name);
      if (index === -1) index = inputs.push(name) - 1;
      return { code: `v${index}`, kind: 'number', simple: true };
    }
    if (operator in ARITHMETIC) {
      if (!Array.isArray(value) || value.length === 0) return unsupported();
      const operands = value.map(numeric);
      if (operator === '%' && operands.length < 2) unsupported();
      if (operator === '-' && operands.length === 1) return computed(`(-${operands[0]})`);
      if (operator === '/' && operands.length === 1) return computed(`dv(1, ${operands[0]})`);
      const helper = ARITHMETIC[operator] as string;
      const [first, ...rest] = operands;
      return computed(rest.reduce((code, next) => `${helper}(${code}, ${next})`, first as string));
    }
    if (operator in COMPARISONS) {
      if (!Array.isArray(value) || value.length < 2) return unsupported();
      const operands = value.map(emit);
      if (operands.some((operand) => operand.kind !== 'number')) unsupported();
      const op = COMPARISONS[operator] as string;
      if (operands.length === 2) return condition(`(${operands[0]?.code} ${op} ${operands[1]?.code})`);
      // A chain (18 < age < 65) names its middle operands twice: only inputs and literals.
      if (EQUALITY.has(operator) || operands.some((operand) => !operand.simple)) unsupported();
      const pairs = operands.slice(1).map((operand, index) => `${operands[index]?.code} ${op} ${operand.code}`);
      return condition(`(${pairs.join(' && ')})`);
    }
    if (operator === 'max' || operator === 'min') {
      if (!Array.isArray(value) || value.length === 0) return unsupported();
      // The engine keeps the first of equal values (max(-0, 0) is -0): the same pairwise, left to right.
      const helper = operator === 'max' ? 'mx' : 'mn';
      const [first, ...rest] = value.map(numeric);
      return computed(rest.reduce((code, next) => `${helper}(${code}, ${next})`, first as string));
    }
    if (operator === 'if') {
      const list = args(value);
      if (list.length === 1) return emit(list[0] as RuleJson);
      // Without an else branch the answer may be null: the interpreter answers that.
      if (list.length < 3 || list.length % 2 === 0) return unsupported();
      const branches: Emitted[] = [];
      let code = '(';
      for (let index = 0; index + 1 < list.length; index += 2) {
        code += `${test(list[index] as RuleJson)} ? `;
        const branch = emit(list[index + 1] as RuleJson);
        branches.push(branch);
        code += `${branch.code} : `;
      }
      const otherwise = emit(list[list.length - 1] as RuleJson);
      branches.push(otherwise);
      const kind = (branches[0] as Emitted).kind;
      if (branches.some((branch) => branch.kind !== kind)) unsupported();
      return { code: `${code}${otherwise.code})`, kind, simple: false };
    }
    if (operator === 'table') {
      // Bound to the plan's table: the name and output column never reach the source.
      if (tables === null || !Array.isArray(value)) return unsupported();
      const call = resolveTableCall(tables, value);
      if (typeof call === 'string') return unsupported();
      const keys = value.slice(1, 1 + call.keys).map((key) => emit(key as RuleJson).code);
      const { table, column } = call;
      const index = lookups.push((...values) => table.value(values, column)) - 1;
      return computed(`tb${index}(${keys.join(', ')})`);
    }
    if (operator === '!' || operator === '!!') {
      const list = args(value);
      if (list.length !== 1) unsupported();
      return condition(`(${operator}${test(list[0] as RuleJson)})`);
    }
    return unsupported();
  };
  const numeric = (node: RuleJson): string => {
    const emitted = emit(node);
    if (emitted.kind !== 'number') unsupported();
    return emitted.code;
  };
  /** A condition: an input tested by itself may be a boolean, which this form does not take. */
  const test = (node: RuleJson): string => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node) && 'var' in node) unsupported();
    return emit(node).code;
  };
  const computed = (code: string): Emitted => ({ code, kind: 'number', simple: false });
  const condition = (code: string): Emitted => ({ code, kind: 'boolean', simple: false });

  const body = emit(rule);
  if (inputs.length === 0 || body.simple) unsupported();
  return { body: body.code, kind: body.kind, inputs, lookups };
}

/**
 * The generated form of `rule`, or null when it uses anything this form does not cover. With a
 * plan's `tables`, a `table` operation of a known table becomes a call of its lookup.
 */
export function generateNumeric(rule: RuleJson, tables: RateTableSet | null = null): NumericForm | null {
  try {
    return generate(rule, tables);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** The helpers a generated body calls, by the names it calls them. */
export const NUMERIC_HELPER_NAMES = ['ad', 'sb', 'ml', 'dv', 'md', 'mx', 'mn'] as const;

/** Reads of the inputs into v0, v1... and the test that all of them are finite numbers. */
export function numericPrologue(inputs: readonly string[]): { reads: string; allFinite: string } {
  return {
    reads: inputs.map((name, index) => `const v${index} = context?.[${JSON.stringify(name)}];`).join('\n'),
    allFinite: inputs.map((_, index) => `typeof v${index} === 'number' && v${index} - v${index} === 0`).join(' && '),
  };
}

// Not Math.max / Math.min: those answer 0 for (-0, 0), the engine -0.
// biome-ignore lint/complexity/useMathMinMax: the engine's tie order
const mx = (kept: number, next: number): number => (next > kept ? next : kept);
// biome-ignore lint/complexity/useMathMinMax: the engine's tie order
const mn = (kept: number, next: number): number => (next < kept ? next : kept);

/** The helpers' values, in the order of NUMERIC_HELPER_NAMES. */
export function numericHelpers(): unknown[] {
  return [decimalAdd, decimalSubtract, decimalMultiply, decimalDivide, decimalRemainder, mx, mn];
}

/**
 * The faster function for `rule`, with `fallback` (the interpreted rule) for the inputs it does not
 * take; null when the rule uses anything this form does not cover.
 */
export function compileNumeric(rule: RuleJson, fallback: RuleFunction): RuleFunction | null {
  const generated = generateNumeric(rule);
  if (!generated) return null;
  const { reads, allFinite } = numericPrologue(generated.inputs);
  const source = `return function numericRule(context) {
${reads}
if (!(${allFinite})) return fallback(context);
return ${generated.body};
}`;
  // Code generated from a checked rule's number literals and input names (NAME) only.
  const make = new Function('fallback', ...NUMERIC_HELPER_NAMES, source);
  return make(fallback, ...numericHelpers()) as RuleFunction;
}
