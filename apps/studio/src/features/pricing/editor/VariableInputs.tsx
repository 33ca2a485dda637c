import { choiceLabel, type DictionaryVariable, dictionaryInputIssue, dictionaryLabel } from '@carrier/contracts';
import { type Dispatch, type SetStateAction, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariableValue } from './test-run';

const FIELD = 'block w-full rounded-md border px-2 py-1.5 text-sm';

/** What the test panel would send for an input, to check it against its dictionary entry as the quote will. */
const sentValue = (input: VariableValue) =>
  input.value === '' ? undefined : input.type === 'number' ? Number(input.value) : input.value;

/** The localized reason a typed value breaks its dictionary entry, else null (empty values aside). */
function useIssueText() {
  const { t } = useTranslation();
  return (variable: DictionaryVariable, input: VariableValue): string | null => {
    const value = sentValue(input);
    if (value === undefined) return null;
    const issue = dictionaryInputIssue(variable, value);
    if (!issue) return null;
    if (issue.code === 'input_out_of_range') {
      if (variable.min !== null && variable.max !== null)
        return t('dictionary.input.between', { min: variable.min, max: variable.max });
      return variable.min !== null
        ? t('dictionary.input.atLeast', { min: variable.min })
        : t('dictionary.input.atMost', { max: variable.max });
    }
    if (issue.code === 'input_not_a_choice') return t('dictionary.input.notAChoice');
    return t(`dictionary.input.wrongType.${variable.type}`);
  };
}

/**
 * One typed field per input. A variable the dictionary declares is labelled in the studio's locale,
 * with its unit, range and choices, and marked when required: a number box, a switch, a select or a date
 * picker. One only the rules read is labelled with its name and typed from how the rules use it.
 */
export function VariableInputs({
  inputs,
  onChange,
}: {
  inputs: readonly VariableValue[];
  onChange: Dispatch<SetStateAction<VariableValue[]>>;
}) {
  const { t, i18n } = useTranslation();
  const prefix = useId();
  const issueOf = useIssueText();
  const set = (name: string, value: string | boolean) =>
    onChange((current) => current.map((input) => (input.name === name ? { ...input, value } : input)));
  if (inputs.length === 0) return <p className="text-sm text-slate-500">{t('pricing.test.noVariables')}</p>;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {inputs.map((input, index) => {
        const id = `${prefix}-${index}`;
        const variable = input.variable;
        const issue = variable ? issueOf(variable, input) : null;
        const unit = variable?.unit ?? null;
        const describedBy = [`${id}-about`, issue ? `${id}-issue` : null].filter(Boolean).join(' ');
        const common = {
          id,
          'aria-describedby': describedBy,
          'aria-invalid': issue ? true : undefined,
          'aria-required': variable?.required ? true : undefined,
        } as const;
        const border = issue ? 'border-red-500' : 'border-slate-300';
        return (
          <div key={input.name} className="min-w-0 text-sm" data-testid={`variable-${input.name}`}>
            <label htmlFor={id} className="mb-0.5 block font-medium text-slate-700">
              {variable ? dictionaryLabel(variable, i18n.language) : <span className="font-mono">{input.name}</span>}
              {variable?.required && (
                <span className="text-red-600" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            <p id={`${id}-about`} className="mb-1 flex flex-wrap gap-x-2 text-xs text-slate-500">
              {variable && (
                <span className="font-mono" translate="no">
                  {input.name}
                </span>
              )}
              <span>{t(`dictionary.types.${input.type}`)}</span>
              {variable?.required && <span>{t('dictionary.input.required')}</span>}
              {variable && variable.type === 'number' && (variable.min !== null || variable.max !== null) && (
                <span>
                  {variable.min !== null && variable.max !== null
                    ? t('dictionary.input.range', { min: variable.min, max: variable.max })
                    : variable.min !== null
                      ? t('dictionary.input.min', { min: variable.min })
                      : t('dictionary.input.max', { max: variable.max })}
                </span>
              )}
            </p>
            {input.type === 'boolean' ? (
              <button
                {...common}
                type="button"
                role="switch"
                aria-checked={input.value === true}
                onClick={() => set(input.name, input.value !== true)}
                className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-2 focus:outline-offset-2 focus:outline-blue-600 ${
                  input.value === true ? 'bg-blue-600' : 'bg-slate-300'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
                    input.value === true ? 'translate-x-5' : 'translate-x-0.5'
                  }`}
                />
              </button>
            ) : input.type === 'choice' && variable ? (
              <select
                {...common}
                value={String(input.value)}
                onChange={(event) => set(input.name, event.target.value)}
                className={`${FIELD} ${border} bg-white`}
              >
                <option value="">{t('dictionary.input.choose')}</option>
                {variable.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choiceLabel(choice, i18n.language)}
                  </option>
                ))}
              </select>
            ) : (
              <div className="flex items-stretch">
                <input
                  {...common}
                  type={input.type === 'number' ? 'number' : input.type === 'date' ? 'date' : 'text'}
                  step={input.type === 'number' ? 'any' : undefined}
                  min={variable?.min ?? undefined}
                  max={variable?.max ?? undefined}
                  value={String(input.value)}
                  onChange={(event) => set(input.name, event.target.value)}
                  className={`${FIELD} ${border} min-w-0 ${unit ? 'rounded-r-none' : ''}`}
                />
                {unit && (
                  <span className="inline-flex items-center rounded-r-md border border-l-0 border-slate-300 bg-slate-50 px-2 text-xs text-slate-600">
                    {unit}
                  </span>
                )}
              </div>
            )}
            {issue && (
              <p id={`${id}-issue`} className="mt-1 text-xs text-red-700">
                {issue}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
