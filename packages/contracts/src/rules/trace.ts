import { decisionTableOf, type TraceDecision, traceTableRows } from './decision-table-trace';
import type { RuleEngine } from './engine';
import { ITERATOR_OPERATORS } from './operators';
import { latestRateTableLookup, type RateTableLookup } from './rate-tables';
import { describeError } from './rule-error';
import type { RuleJson } from './validate-rule';

/** One step of a test run: an operator with its inputs and result, or a literal input. */
export type TraceNode = {
  /** The operator, or null for a literal. */
  operator: string | null;
  /** JSON path of the step in the rule ($ is the rule). */
  path: string;
  /** The step's rule text, shortened. */
  rule: string;
  result: unknown;
  error: string | null;
  inputs: TraceNode[];
  /** A `table` step: the table, the row (1-based) it read and the value. */
  table?: RateTableLookup;
  /** A rule written as a decision table (operator `decision_table`): the rows that decided. */
  decision?: TraceDecision;
};

const MAX_RULE_TEXT = 120;
const shorten = (value: RuleJson) => {
  const text = JSON.stringify(value) ?? 'null';
  return text.length > MAX_RULE_TEXT ? `${text.slice(0, MAX_RULE_TEXT - 1)}…` : text;
};

const isOperation = (node: RuleJson): node is { [key: string]: RuleJson } =>
  node !== null && typeof node === 'object' && !Array.isArray(node) && Object.keys(node).length === 1;

/**
 * Every operator's inputs and result for one run of a rule over `data`. Each step is evaluated on
 * its own (a test run, not a hot path); an iterator's per-item rule is shown, not expanded. A rule
 * compiled from a decision table is shown as the table: its rows, their cells and outcomes
 * (decision-table-trace.ts), with the compiled rule's own answer.
 */
export function traceRule(engine: RuleEngine, rule: RuleJson, data: unknown): TraceNode {
  const table = decisionTableOf(rule);
  if (table) {
    const { rows, decision } = traceTableRows(engine, table, data, describeError);
    const step = { operator: 'decision_table', path: '$', rule: table.hitPolicy, inputs: rows, decision };
    try {
      return { ...step, result: engine.run(rule, data), error: null };
    } catch (error) {
      return { ...step, result: null, error: describeError(error) };
    }
  }
  const visit = (node: RuleJson, path: string): TraceNode => {
    if (!isOperation(node)) {
      if (Array.isArray(node))
        return {
          operator: null,
          path,
          rule: shorten(node),
          result: evaluate(node),
          error: null,
          inputs: node.map((item, index) => visit(item, `${path}[${index}]`)),
        };
      return { operator: null, path, rule: shorten(node), result: node, error: null, inputs: [] };
    }
    const operator = Object.keys(node)[0] as string;
    const args = node[operator] as RuleJson;
    const list = Array.isArray(args) ? args : [args];
    const own = `${path}["${operator}"]`;
    let inputs: TraceNode[] = [];
    if (operator === 'var' || operator === 'preserve') inputs = [];
    else if (ITERATOR_OPERATORS.has(operator))
      inputs = list.map((item, index) =>
        index === 0
          ? visit(item, `${own}[0]`)
          : { operator: null, path: `${own}[${index}]`, rule: shorten(item), result: item, error: null, inputs: [] },
      );
    else inputs = list.map((item, index) => visit(item, Array.isArray(args) ? `${own}[${index}]` : own));
    // A decision table's "-" cell compiles to a `preserve` in its row's `and`: true, it reads no input.
    if (operator === 'and') inputs = inputs.filter((input) => input.operator !== 'preserve');
    try {
      const result = engine.run(node, data);
      const step: TraceNode = { operator, path, rule: shorten(node), result, error: null, inputs };
      const lookup = operator === 'table' ? latestRateTableLookup() : null;
      if (lookup) step.table = lookup;
      return step;
    } catch (error) {
      return { operator, path, rule: shorten(node), result: null, error: describeError(error), inputs };
    }
  };
  const evaluate = (node: RuleJson) => {
    try {
      return engine.run(node, data);
    } catch {
      return null;
    }
  };
  return visit(rule, '$');
}
