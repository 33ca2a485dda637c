import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import type { EditorState, Extension } from '@codemirror/state';
import {
  completionKind,
  completionOptions,
  type RuleDiagnostic,
  type RuleNames,
  ruleDiagnostic,
} from './rule-completion';

/** Completion inside a JSON string: what completionKind says the place holds, from the text before it. */
export const ruleCompletionSource =
  (names: () => RuleNames) =>
  (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/"[^"\s]*/);
    if (!word) return null;
    const before = context.state.sliceDoc(Math.max(0, word.from - 200), word.from);
    const options = completionOptions(completionKind(before), names());
    if (options.length === 0) return null;
    return { from: word.from + 1, options, validFor: /^[^"\s]*$/ };
  };

/** The lint of a rule's text: its first problem where it is, in the words `describe` gives; none for blank text. */
export const ruleLintSource =
  (describe: (problem: RuleDiagnostic) => string) =>
  ({ state }: { state: EditorState }): Diagnostic[] => {
    const problem = ruleDiagnostic(state.doc.toString());
    return problem ? [{ from: problem.from, to: problem.to, severity: 'error', message: describe(problem) }] : [];
  };

/**
 * The JSON-logic editor's help, with CodeMirror's own completion and lint: operators, variables and
 * rate-table names offered as a string is typed (Ctrl-Space asks), and the rule's first problem
 * marked where it is, said by `describe` (in the user's language). `names` and `describe` are read on
 * each request, so variables that load later are offered.
 */
export function ruleEditorExtensions(
  names: () => RuleNames,
  describe: (problem: RuleDiagnostic) => string,
): Extension[] {
  return [
    autocompletion({ override: [ruleCompletionSource(names)], activateOnTyping: true }),
    linter(ruleLintSource(describe), { delay: 300 }),
    lintGutter(),
  ];
}
