import { LogicEngine } from 'json-logic-engine';
import { compileNumeric } from './numeric-compile';
import { RULE_OPERATORS } from './operators';
import type { RuleJson } from './validate-rule';

export type RuleFunction = (data: unknown) => unknown;

type EngineMethod = ((...args: unknown[]) => unknown) & {
  compile?: (data: unknown, buildState: { methods: unknown[] }) => unknown;
};

/** Drift of a few ulps is within this relative distance of the decimal it stands for. */
const DRIFT = 1e-14;
const SNAP = 1e9;

/**
 * Binary drift (0.1 + 0.2 = 0.30000000000000004, 1.005 * 100 = 100.49999999999999) snapped back:
 * a result within 1e-14 (relative) of a number with at most 9 decimals becomes that number. Other
 * results (1 / 3) stay as they are; money is rounded from them exactly (minor-units.ts).
 */
export function fixDrift(value: unknown): unknown {
  if (typeof value !== 'number' || Number.isInteger(value)) return value;
  const scaled = value * SNAP;
  const nearest = Math.round(scaled);
  const distance = Math.abs(scaled - nearest);
  return distance !== 0 && distance <= Math.abs(scaled) * DRIFT ? nearest / SNAP : value;
}

const ARITHMETIC = ['+', '-', '*', '/', '%'] as const;

/** Wraps an arithmetic operator so that both its interpreted and its compiled form fix drift. */
function driftFree(original: EngineMethod): EngineMethod {
  const wrapped: EngineMethod = Object.assign((...args: unknown[]) => fixDrift(original(...args)), original);
  const compileOriginal = original.compile;
  if (compileOriginal)
    wrapped.compile = (data, buildState) => {
      const inner = compileOriginal(data, buildState);
      if (typeof inner !== 'string') return inner;
      const index = buildState.methods.push(fixDrift) - 1;
      return `methods[${index}](${inner})`;
    };
  return wrapped;
}

/**
 * The one rules engine of the server and the studio: json-logic-engine holding only the operators a
 * rule may use (operators.ts), with drift-free arithmetic. Rules are compiled with build().
 */
export function createRuleEngine() {
  const engine = new LogicEngine(undefined, { maxArrayLength: 10_000, maxStringLength: 100_000 });
  const methods = engine.methods as Record<string, EngineMethod>;
  for (const operator of ARITHMETIC) {
    const method = methods[operator];
    if (method) methods[operator] = driftFree(method);
  }
  const allowed: ReadonlySet<string> = new Set(RULE_OPERATORS);
  for (const name of Object.keys(methods)) if (!allowed.has(name)) delete methods[name];
  // A second engine for one-off runs (traces): no plan caching of rule objects it sees once.
  const interpreter = new LogicEngine(methods, { disableInterpretedOptimization: true });

  // build() compiles with `new Function`, which the studio's Content-Security-Policy forbids: in a
  // browser a rule is interpreted instead (the same operators, so the same results as the server).
  const canCompile = !('window' in globalThis);

  return {
    /** A checked rule compiled to a function of its data (interpreted in a browser). */
    compile(rule: RuleJson): RuleFunction {
      if (!canCompile) return (data) => engine.run(rule, data);
      const built = engine.build(rule) as RuleFunction;
      // Arithmetic over number inputs runs as plain JavaScript; any other input goes to `built`.
      return compileNumeric(rule, built, fixDrift as (value: number) => number) ?? built;
    },
    /** The engine's own compiled function, without the numeric fast path (tests compare the two). */
    build(rule: RuleJson): RuleFunction {
      return engine.build(rule) as RuleFunction;
    },
    /** One evaluation without compiling (trace steps, a test panel's single run). */
    run(rule: RuleJson, data: unknown): unknown {
      return interpreter.run(rule, data);
    },
    truthy(value: unknown): boolean {
      return Boolean(engine.truthy(value));
    },
  };
}
export type RuleEngine = ReturnType<typeof createRuleEngine>;

let shared: RuleEngine | null = null;
/** The process's (or the browser tab's) engine. */
export const ruleEngine = (): RuleEngine => {
  shared ??= createRuleEngine();
  return shared;
};
