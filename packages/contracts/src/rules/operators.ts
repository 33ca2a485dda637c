/**
 * The operators a stored rule may use: the JSON-logic operators plus json-logic-engine's few safe
 * extras. Anything else (log, throw, try, custom methods) is refused when a rule is saved.
 */
export const RULE_OPERATORS = [
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '??',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
  'preserve',
  'table',
] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

const operatorSet: ReadonlySet<string> = new Set(RULE_OPERATORS);
export const isRuleOperator = (name: string): name is RuleOperator => operatorSet.has(name);

/** Operators whose first argument is a list and whose second runs once per item, in the item's scope. */
export const ITERATOR_OPERATORS: ReadonlySet<string> = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);

/** Limits of a stored rule. */
export const RULE_LIMITS = {
  /** Characters of rule text. */
  maxLength: 65_536,
  /** Nesting of objects and arrays. */
  maxDepth: 32,
  /** Operator and literal nodes in all. */
  maxNodes: 5_000,
} as const;

/** Path segments that would reach an object's prototype. */
export const FORBIDDEN_PATH_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
