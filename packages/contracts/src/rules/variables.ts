import { ITERATOR_OPERATORS } from './operators';
import type { RuleJson } from './validate-rule';

export type VariableType = 'number' | 'boolean' | 'text';
/** `optional`: read with a default (var's second argument) or only checked with missing / missing_some. */
export type RuleVariable = { name: string; type: VariableType; optional: boolean };
/** The type each key of a rate table takes, by table name (rate-tables.ts `tableKeyTypes`). */
export type TableKeyTypes = ReadonlyMap<string, readonly VariableType[]>;
const NO_TABLE_KEYS: TableKeyTypes = new Map();

const NUMERIC = new Set(['>', '>=', '<', '<=', '+', '-', '*', '/', '%', 'max', 'min']);
const TEXTUAL = new Set(['cat', 'substr']);
const CONDITIONS = new Set(['!', '!!', 'and', 'or']);
const EQUALITY = new Set(['==', '===', '!=', '!==']);

const literalType = (value: RuleJson): VariableType | null => {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'text';
  return null;
};

const varName = (node: RuleJson): string | null => {
  if (node === null || typeof node !== 'object' || Array.isArray(node) || !('var' in node)) return null;
  const args = node.var as RuleJson;
  const first = Array.isArray(args) ? args[0] : args;
  return typeof first === 'string' && first !== '' ? first : typeof first === 'number' ? String(first) : null;
};

/**
 * The inputs a rule reads (var paths, missing lists), each typed from how the rule uses it: compared
 * or computed as a number, tested as a condition, compared with a literal of some type, else text.
 * Paths read inside an iterator's per-item rule belong to the items, not to the inputs. `usage` is how
 * the rule's own answer is used (a condition's answer is a boolean). A rate table's key is typed by
 * its column in `tableKeys` (an input read only as a table key is a number for a band column).
 */
export function extractVariables(
  rule: RuleJson,
  usage: VariableType | null = null,
  tableKeys: TableKeyTypes = NO_TABLE_KEYS,
): RuleVariable[] {
  const found = new Map<string, { type: VariableType | null; optional: boolean }>();
  const note = (name: string, type: VariableType | null, optional: boolean) => {
    const known = found.get(name);
    found.set(name, { type: known?.type ?? type, optional: (known?.optional ?? true) && optional });
  };
  const visit = (node: RuleJson, usage: VariableType | null) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, usage);
      return;
    }
    const keys = Object.keys(node);
    if (keys.length !== 1) return;
    const operator = keys[0] as string;
    const args = node[operator] as RuleJson;
    const list = Array.isArray(args) ? args : [args];
    const name = varName(node);
    if (name !== null) {
      const hasDefault = Array.isArray(args) && args.length > 1;
      note(name, usage, hasDefault);
      if (hasDefault) visit(args[1] as RuleJson, null);
      return;
    }
    if (operator === 'missing') {
      for (const item of list) if (typeof item === 'string') note(item, null, true);
      return;
    }
    if (operator === 'missing_some') {
      const names = Array.isArray(list[1]) ? list[1] : [];
      for (const item of names) if (typeof item === 'string') note(item, null, true);
      return;
    }
    if (operator === 'preserve') return;
    if (operator === 'table') {
      const keyTypes = typeof list[0] === 'string' ? tableKeys.get(list[0]) : undefined;
      list.forEach((item, index) => {
        visit(item, index === 0 ? null : (keyTypes?.[index - 1] ?? null));
      });
      return;
    }
    if (ITERATOR_OPERATORS.has(operator)) {
      visit(list[0] as RuleJson, null);
      if (operator === 'reduce') visit(list[2] as RuleJson, null);
      return;
    }
    if (operator === 'if' || operator === '?:') {
      list.forEach((item, index) => {
        const isCondition = index % 2 === 0 && index < list.length - 1;
        visit(item, isCondition ? 'boolean' : usage);
      });
      return;
    }
    if (operator === 'in') {
      const haystack = list[1];
      const itemType = Array.isArray(haystack) ? literalType(haystack[0] as RuleJson) : 'text';
      visit(list[0] as RuleJson, itemType ?? 'text');
      visit(haystack as RuleJson, null);
      return;
    }
    if (EQUALITY.has(operator)) {
      const types = list.map(literalType);
      const other = (index: number) => types[index === 0 ? 1 : 0] ?? null;
      list.forEach((item, index) => {
        visit(item, other(index));
      });
      return;
    }
    const childUsage = NUMERIC.has(operator)
      ? 'number'
      : TEXTUAL.has(operator)
        ? 'text'
        : CONDITIONS.has(operator)
          ? 'boolean'
          : null;
    for (const item of list) visit(item, childUsage);
  };
  visit(rule, usage);
  return [...found.entries()].map(([name, found]) => ({ name, type: found.type ?? 'text', optional: found.optional }));
}

/** The value at a dotted path, or undefined. */
export function valueAt(data: unknown, path: string): unknown {
  if (data === null || typeof data !== 'object') return undefined;
  if (path.indexOf('.') === -1) return (data as Record<string, unknown>)[path];
  let current: unknown = data;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const NONE_MISSING: string[] = [];

/** The required variables that have no value (undefined, null or empty text) in `data`. */
export function missingVariables(variables: readonly RuleVariable[], data: unknown): string[] {
  let missing = NONE_MISSING;
  for (const variable of variables) {
    if (variable.optional) continue;
    const value = valueAt(data, variable.name);
    if (value === undefined || value === null || value === '') {
      if (missing === NONE_MISSING) missing = [];
      missing.push(variable.name);
    }
  }
  return missing;
}

/**
 * The required inputs' names when none is a dotted path (each read as data[name]), else null: a
 * plan checks these with allPresent first and lists what is missing only when something is.
 */
export function topLevelRequired(variables: readonly RuleVariable[]): string[] | null {
  const names: string[] = [];
  for (const variable of variables) {
    if (variable.optional) continue;
    if (variable.name.includes('.')) return null;
    names.push(variable.name);
  }
  return names;
}

/** Whether every one of these top-level inputs has a value: missingVariables would answer none. */
export function allPresent(names: readonly string[], data: unknown): boolean {
  if (data === null || typeof data !== 'object') return names.length === 0;
  for (let index = 0; index < names.length; index++) {
    const value = (data as Record<string, unknown>)[names[index] as string];
    if (value === undefined || value === null || value === '') return false;
  }
  return true;
}
