import { FORBIDDEN_PATH_SEGMENTS, isRuleOperator, RULE_LIMITS } from './operators';

export type RuleJson = null | boolean | number | string | RuleJson[] | { [key: string]: RuleJson };
/** Why checkRule refused a rule: a client says it in its own words from `reason` and `params`. */
export type RuleRefusal =
  | { reason: 'too_long'; params: { limit: number } }
  | { reason: 'not_json'; params: Record<string, never> }
  | { reason: 'too_many_parts'; params: { limit: number } }
  | { reason: 'too_deep'; params: { limit: number } }
  | { reason: 'several_operators'; params: { operators: string } }
  | { reason: 'forbidden_key'; params: { operator: string } }
  | { reason: 'unknown_operator'; params: { operator: string } }
  | { reason: 'table_name_first'; params: Record<string, never> }
  | { reason: 'forbidden_path'; params: { path: string; segment: string } };
export type RuleRefusalReason = RuleRefusal['reason'];
/** `message` is the API's English sentence; `reason` and `params` the same refusal for translation. */
export type RuleError = { code: 'rule_invalid'; message: string; path: string } & RuleRefusal;
export type CheckedRule = { ok: true; rule: RuleJson } | { ok: false; error: RuleError };

const refuse = (path: string, refusal: RuleRefusal, message: string): CheckedRule => ({
  ok: false,
  error: { code: 'rule_invalid', message: `${message} (at ${path})`, path, ...refusal },
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
    return refuse(
      '$',
      { reason: 'too_long', params: { limit: RULE_LIMITS.maxLength } },
      `The rule is longer than ${RULE_LIMITS.maxLength} characters`,
    );
  let rule: RuleJson;
  try {
    rule = JSON.parse(text) as RuleJson;
  } catch (error) {
    // The engine's own words stay in the API's English message only; a client finds the place itself.
    return refuse('$', { reason: 'not_json', params: {} }, `The rule is not valid JSON: ${(error as Error).message}`);
  }
  return checkRuleValue(rule);
}

export function checkRuleValue(rule: RuleJson): CheckedRule {
  let nodes = 0;
  const visit = (node: RuleJson, path: string, depth: number): CheckedRule | null => {
    nodes += 1;
    if (nodes > RULE_LIMITS.maxNodes)
      return refuse(
        path,
        { reason: 'too_many_parts', params: { limit: RULE_LIMITS.maxNodes } },
        `The rule has more than ${RULE_LIMITS.maxNodes} parts`,
      );
    if (depth > RULE_LIMITS.maxDepth)
      return refuse(
        path,
        { reason: 'too_deep', params: { limit: RULE_LIMITS.maxDepth } },
        `The rule is nested deeper than ${RULE_LIMITS.maxDepth} levels`,
      );
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
    if (keys.length > 1) {
      const operators = keys.map((key) => `"${key}"`).join(', ');
      return refuse(
        path,
        { reason: 'several_operators', params: { operators } },
        `An operation holds exactly one operator; found ${operators}`,
      );
    }
    const operator = keys[0] as string;
    const operatorPath = `${path}${/^[A-Za-z_$][\w$]*$/.test(operator) ? `.${operator}` : `["${operator}"]`}`;
    if (FORBIDDEN_PATH_SEGMENTS.has(operator))
      return refuse(operatorPath, { reason: 'forbidden_key', params: { operator } }, `"${operator}" is not allowed`);
    if (!isRuleOperator(operator))
      return refuse(
        operatorPath,
        { reason: 'unknown_operator', params: { operator } },
        `Unknown operator "${operator}"`,
      );
    const args = node[operator] as RuleJson;
    if (operator === 'preserve') return null;
    if (operator === 'table' && !(Array.isArray(args) && typeof args[0] === 'string'))
      return refuse(
        operatorPath,
        { reason: 'table_name_first', params: {} },
        'The table operator takes the table name as text first: {"table": ["name", key...]}',
      );
    for (const named of namedPaths(operator, args)) {
      const bad = pathSegments(named).find((segment) => FORBIDDEN_PATH_SEGMENTS.has(segment));
      if (bad) {
        const reached = pathSegments(named).join('.');
        return refuse(
          operatorPath,
          { reason: 'forbidden_path', params: { path: reached, segment: bad } },
          `The path "${reached}" reaches "${bad}"`,
        );
      }
    }
    return visit(args, operatorPath, depth + 1);
  };
  return visit(rule, '$', 0) ?? { ok: true, rule };
}
