import { LogicEngine } from 'json-logic-engine';
import { decimalAdd, decimalDivide, decimalMultiply, decimalRemainder, decimalSubtract } from './decimal-arithmetic';
import { compileNumeric } from './numeric-compile';
import { RULE_OPERATORS } from './operators';
import { tableOperator } from './rate-tables';
import { isTruthy } from './truthy';
import type { RuleJson } from './validate-rule';

export type RuleFunction = (data: unknown) => unknown;

type Method = (args: unknown[]) => unknown;

/** What json-logic-engine throws for an operator given the wrong arguments. */
const INVALID_ARGUMENTS = Object.freeze({ type: 'Invalid Arguments' });

/** An arithmetic operand: null, '' and false are 0, true is 1, numeric text its number; anything else throws NaN. */
function operand(value: unknown): number {
  if (value !== null && typeof value === 'object') throw Number.NaN;
  const number = Number(value);
  if (Number.isNaN(number)) throw Number.NaN;
  return number;
}

/** Folds the operands left to right with one exact step (decimal-arithmetic.ts). */
const folded =
  (step: (a: number, b: number) => number, minimum: number): Method =>
  (args) => {
    if (args.length < minimum) throw INVALID_ARGUMENTS;
    let result = operand(args[0]);
    for (let index = 1; index < args.length; index++) result = step(result, operand(args[index]));
    return result;
  };

/** Every operand pair, left to right, by JavaScript's loose equality (JSON Logic's `==`). */
const chained =
  (test: (a: unknown, b: unknown) => boolean): Method =>
  (args) => {
    if (args.length < 2) throw INVALID_ARGUMENTS;
    for (let index = 1; index < args.length; index++) if (!test(args[index - 1], args[index])) return false;
    return true;
  };

/**
 * The operators whose json-logic-engine forms differ from JSON Logic (jsonlogic.com) or compute in
 * binary: exact decimal arithmetic, `==` without turning null into 0, `substr` of any value as text,
 * `in` false for a haystack that is neither text nor a list.
 */
const OVERRIDES: Record<string, Method> = {
  '+': (args) => (args.length === 0 ? 0 : folded(decimalAdd, 1)(args)),
  '*': (args) => (args.length === 0 ? 1 : folded(decimalMultiply, 1)(args)),
  '-': (args) => (args.length === 1 ? -operand(args[0]) : folded(decimalSubtract, 1)(args)),
  '/': (args) => (args.length === 1 ? decimalDivide(1, operand(args[0])) : folded(decimalDivide, 1)(args)),
  '%': folded(decimalRemainder, 2),
  // biome-ignore lint/suspicious/noDoubleEquals: JSON Logic's == is JavaScript's loose equality
  '==': chained((a, b) => a == b),
  // biome-ignore lint/suspicious/noDoubleEquals: JSON Logic's != is JavaScript's loose inequality
  '!=': chained((a, b) => a != b),
  substr: ([source, from, end]) => {
    const text = String(source);
    const start = Number(from ?? 0);
    if (end === undefined || end === null) return text.substr(start);
    const length = Number(end);
    if (length < 0) {
      const tail = text.substr(start);
      return tail.substr(0, tail.length + length);
    }
    return text.substr(start, length);
  },
  // A rate table's output: the tables bound to the running rule (rate-tables.ts), never a silent 0.
  table: (args) => tableOperator(args),
  in: ([item, haystack]) => {
    if (Array.isArray(haystack)) return haystack.includes(item);
    return typeof haystack === 'string' ? haystack.includes(String(item)) : false;
  },
};

/** The name of a rule that only reads one top-level input ({"var":"smoker"}), else null. */
function topLevelInput(rule: RuleJson): string | null {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return null;
  const keys = Object.keys(rule);
  const name = rule.var;
  return keys.length === 1 && typeof name === 'string' && /^[A-Za-z_$][\w$]*$/.test(name) ? name : null;
}

/**
 * The one rules engine of the server and the studio: json-logic-engine holding only the operators a
 * rule may use (operators.ts), interpreted, with JSON Logic's truthiness (truthy.ts) and exact decimal
 * arithmetic. Every path runs a rule through it: quotes, code conditions and calculations,
 * underwriting, traces and the studio's test panel, so they cannot disagree. On the server a rule of
 * arithmetic, comparisons and `if` over number inputs also gets a generated plain-JavaScript form
 * (numeric-compile.ts) that calls the same arithmetic and hands any other data to the interpreter.
 * Nothing is evaluated before a quote asks (no constant folding), so a saved rule fails only the
 * quotes that reach its failing part, each with the reason.
 */
export function createRuleEngine() {
  const engine = new LogicEngine(undefined, {
    disableInterpretedOptimization: true,
    maxArrayLength: 10_000,
    maxStringLength: 100_000,
  });
  const methods = engine.methods as Record<string, unknown>;
  for (const [name, method] of Object.entries(OVERRIDES)) methods[name] = method;
  const allowed: ReadonlySet<string> = new Set(RULE_OPERATORS);
  for (const name of Object.keys(methods)) if (!allowed.has(name)) delete methods[name];
  engine.truthy = isTruthy;

  // The generated form compiles with `new Function`, which the studio's Content-Security-Policy
  // forbids: in a browser every rule is interpreted (the same operators, so the same results).
  const canGenerate = !('window' in globalThis);

  const run = (rule: RuleJson, data: unknown): unknown => engine.run(rule, data as object);
  return {
    /** A checked rule as a function of its data: the numeric form where it has one, else interpreted. */
    compile(rule: RuleJson): RuleFunction {
      const interpreted: RuleFunction = (data) => run(rule, data);
      const input = topLevelInput(rule);
      if (input !== null)
        // A condition that is one input ({"var":"smoker"}): read as the engine reads it, else interpreted.
        return (data) => {
          const value =
            data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[input] : undefined;
          return value === undefined || typeof value === 'function' ? interpreted(data) : value;
        };
      if (!canGenerate) return interpreted;
      return compileNumeric(rule, interpreted) ?? interpreted;
    },
    /** One evaluation (trace steps, underwriting, a test panel's run). */
    run,
    /** JSON Logic's truthiness, the one test of a condition. */
    truthy: isTruthy,
  };
}
export type RuleEngine = ReturnType<typeof createRuleEngine>;

let shared: RuleEngine | null = null;
/** The process's (or the browser tab's) engine. */
export const ruleEngine = (): RuleEngine => {
  shared ??= createRuleEngine();
  return shared;
};
