import { checkRule } from '@carrier/contracts/rules';
import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { lineColumn, scanJson } from './json-positions';
import { completionKind, ruleDiagnostic } from './rule-completion';
import { ruleCompletionSource } from './rule-extensions';
import { RULE_TEMPLATE_NAMES, templateText } from './templates';

const names = () => ({
  variables: [
    { name: 'age', type: 'number', label: 'Age' },
    { name: 'smoker', type: 'boolean' },
  ],
  tables: ['term_rates'],
});

/** CodeMirror's completion for a document whose cursor is at "|". */
function complete(text: string) {
  const at = text.indexOf('|');
  const state = EditorState.create({ doc: text.replace('|', '') });
  const result = ruleCompletionSource(names)(new CompletionContext(state, at, true));
  return (
    result && {
      from: result.from,
      labels: result.options.map((option) => option.label),
      details: result.options.map((option) => option.detail),
    }
  );
}

describe('rule code completion', () => {
  it('offers the version variables as var arguments, with or without a default', () => {
    // A declared variable shows its dictionary label beside its type.
    expect(complete('{"*": [{"var": "a|"}, 2]}')).toEqual({
      from: 16,
      labels: ['age', 'smoker'],
      details: ['Age · number', 'boolean'],
    });
    expect(complete('{"var": ["|", 0]}')?.labels).toEqual(['age', 'smoker']);
  });

  it('offers operators as an object key and rate tables as table names', () => {
    const operators = complete('{"if": [{"|')?.labels ?? [];
    expect(operators).toContain('var');
    expect(operators).toContain('<=');
    expect(operators).not.toContain('log');
    expect(complete('{"table": ["t|", {"var": "age"}]}')?.labels).toEqual(['term_rates']);
  });

  it('offers nothing in a text value', () => {
    expect(complete('{"cat": ["a|"]}')).toBeNull();
    expect(completionKind('{"==": [{"var": "plan"}, ')).toBeNull();
  });
});

describe('rule problems at their place', () => {
  it('marks a JSON error where the parse stops', () => {
    const text = '{\n  "if": [\n    {"var": "age"},,\n  ]\n}';
    const problem = ruleDiagnostic(text);
    expect(problem).toMatchObject({ line: 3, column: 20 });
    expect(problem?.message).toMatch(/not valid JSON/);
    expect(scanJson('[1, 2')).toEqual({ ok: false, at: 5, expected: ', or ]' });
  });

  it('marks a refused operator at its key', () => {
    const text = '{\n  "if": [\n    {"log": 1},\n    2\n  ]\n}';
    const problem = ruleDiagnostic(text);
    expect(problem?.message).toContain('Unknown operator "log"');
    expect(text.slice(problem?.from, problem?.to)).toBe('"log"');
    expect(problem).toMatchObject({ line: 3, column: 6 });
  });

  it('marks a path through __proto__ at its var, and passes a good rule', () => {
    const text = '{"if": [{">": [{"var": "a.__proto__"}, 1]}, {"a": 1, "b": 2}, 3]}';
    const problem = ruleDiagnostic(text);
    expect(text.slice(problem?.from, problem?.to)).toBe('"var"');
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(ruleDiagnostic('{"+": [1, 2]}')).toBeNull();
  });

  it('has starter templates that pass the rule checks', () => {
    expect(RULE_TEMPLATE_NAMES).toEqual(['ageBandedRate', 'smokerLoading', 'capAndFloor']);
    for (const name of RULE_TEMPLATE_NAMES) expect(checkRule(templateText(name)).ok).toBe(true);
  });
});
