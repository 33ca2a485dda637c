import type { EditorView } from '@codemirror/view';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCodeEditor } from '../../../ui/LazyCodeEditor';
import type { ProductId } from '../../products/product-id';
import { useKnownVariables } from '../decision-table/useKnownVariables';
import type { RuleNames } from './rule-completion';
import { ruleEditorExtensions } from './rule-extensions';
import { ruleProblemWithPlace } from './rule-problem-text';
import { RULE_TEMPLATE_NAMES, type RuleTemplate, templateText } from './templates';
import { useRateTableNames } from './useRateTableNames';

type Props = {
  id: ProductId | null;
  value: string;
  onChange: (text: string) => void;
  label: string;
  minHeight?: string;
  placeholder?: string;
  invalid?: boolean;
  /** Offer the starter templates (pricing rules). */
  templates?: boolean;
  disabled?: boolean;
};

/**
 * The JSON-logic code editor with help: completion of operators, the version's variables and its
 * rate tables, the rule's problem marked where it is, and starter templates inserted at the cursor
 * (or in place of an empty rule).
 */
export function RuleCodeEditor({
  id,
  value,
  onChange,
  label,
  minHeight,
  placeholder,
  invalid,
  templates,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const variables = useKnownVariables(id);
  const tables = useRateTableNames(id);
  const names = useRef<RuleNames>({ variables, tables });
  // The type shown beside a variable, in the studio's language.
  names.current = {
    variables: variables.map(({ name, type, label }) => ({
      name,
      type: t(`pricing.decisionTable.types.${type}`, { defaultValue: type }),
      label,
    })),
    tables,
  };
  // The lint says a problem in the language of the moment.
  const translate = useRef(t);
  translate.current = t;
  const [extensions] = useState(() =>
    ruleEditorExtensions(
      () => names.current,
      (problem) => ruleProblemWithPlace(translate.current, problem),
    ),
  );
  const view = useRef<EditorView | null>(null);

  const insert = (name: RuleTemplate) => {
    const text = templateText(name);
    const editor = view.current;
    if (value.trim() === '' || value.trim() === '{}' || !editor) onChange(text);
    else editor.dispatch(editor.state.replaceSelection(text));
  };

  return (
    <div className="space-y-1">
      {templates && (
        <div className="flex justify-end">
          <select
            aria-label={t('pricing.codeHelp.insertTemplate')}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50"
            value=""
            disabled={disabled}
            onChange={(event) => {
              if (event.target.value) insert(event.target.value as RuleTemplate);
            }}
          >
            <option value="">{t('pricing.codeHelp.insertTemplate')}</option>
            {RULE_TEMPLATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`pricing.codeHelp.templates.${name}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <LazyCodeEditor
        value={value}
        onChange={onChange}
        label={label}
        minHeight={minHeight}
        placeholder={placeholder}
        invalid={invalid}
        readOnly={disabled}
        extensions={extensions}
        onView={(editor) => {
          view.current = editor;
        }}
      />
      <p className="text-xs text-slate-500">{t('pricing.codeHelp.hint')}</p>
    </div>
  );
}
