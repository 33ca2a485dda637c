import { FORBIDDEN_PATH_SEGMENTS, isRuleOperator, RULE_LIMITS } from './operators';

export type RuleJson = null | boolean | number | string | RuleJson[] | { [key: string]: RuleJson };
export type RuleError = { code: 'rule_invalid'; message: string; path: string };
export type CheckedRule = { ok: true; rule: RuleJson } | { ok: false; error: RuleError };

const refuse = (path: string, message: string): CheckedRule => ({
  ok: false,
  error: { code: 'rule_invalid', message: `${message} (at ${path})`, path },
});

/** Segments of a var/missing path: "a.b.0" or ["a", "b"]. */
function pathSegments(path: RuleJson): string[] {
  if (typeof path === 'string') return path.split('.');
  if (typeof path === 'number') return [String(path)];
  if (Array.isArray(path)) return path.flatMap((item) => pathSegments(item));
  return [];
}

/** The var paths an operator names directly: var's first argument, missing's and missing_some's lists. */
function namedPaths(operator: string, args: RuleJson): RuleJson[] {
  const list = Array.isArray(args) ? args : [args];
  if (operator === 'var') return [list[0] ?? ''];
  if (operator === 'missing') return list;
  if (operator === 'missing_some') return Array.isArray(list[1]) ? list[1] : [];
  return [];
}

/**
 * Checks a rule before it is stored or run: valid JSON, within the size, depth and node limits, only
 * known operators, one operator per object, and no path reaching __proto__, constructor or prototype.
 * Each refusal names the place as a JSON path ($ is the rule itself).
 */
export function checkRule(text: string): CheckedRule {
  if (text.length > RULE_LIMITS.maxLength)
    return refuse('$', `The rule is longer than ${RULE_LIMITS.maxLength} characters`);
  let rule: RuleJson;
  try {
    rule = JSON.parse(text) as RuleJson;
  } catch (error) {
    return refuse('$', `The rule is not valid JSON: ${(error as Error).message}`);
  }
  return checkRuleValue(rule);
}

export function checkRuleValue(rule: RuleJson): CheckedRule {
  let nodes = 0;
  const visit = (node: RuleJson, path: string, depth: number): CheckedRule | null => {
    nodes += 1;
    if (nodes > RULE_LIMITS.maxNodes) return refuse(path, `The rule has more than ${RULE_LIMITS.maxNodes} parts`);
    if (depth > RULE_LIMITS.maxDepth)
      return refuse(path, `The rule is nested deeper than ${RULE_LIMITS.maxDepth} levels`);
    if (node === null || typeof node !== 'object') return null;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index += 1) {
        const problem = visit(node[index] as RuleJson, `${path}[${index}]`, depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    const keys = Object.keys(node);
    if (keys.length === 0) return null;
    if (keys.length > 1)
      return refuse(path, `An operation holds exactly one operator; found ${keys.map((key) => `"${key}"`).join(', ')}`);
    const operator = keys[0] as string;
    const operatorPath = `${path}${/^[A-Za-z_$][\w$]*$/.test(operator) ? `.${operator}` : `["${operator}"]`}`;
    if (FORBIDDEN_PATH_SEGMENTS.has(operator)) return refuse(operatorPath, `"${operator}" is not allowed`);
    if (!isRuleOperator(operator)) return refuse(operatorPath, `Unknown operator "${operator}"`);
    const args = node[operator] as RuleJson;
    if (operator === 'preserve') return null;
    if (operator === 'table' && !(Array.isArray(args) && typeof args[0] === 'string'))
      return refuse(operatorPath, 'The table operator takes the table name as text first: {"table": ["name", key...]}');
    for (const named of namedPaths(operator, args)) {
      const bad = pathSegments(named).find((segment) => FORBIDDEN_PATH_SEGMENTS.has(segment));
      if (bad) return refuse(operatorPath, `The path "${pathSegments(named).join('.')}" reaches "${bad}"`);
    }
    return visit(args, operatorPath, depth + 1);
  };
  return visit(rule, '$', 0) ?? { ok: true, rule };
}
