import { type Dispatch, type SetStateAction, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariableValue } from './test-run';

/** One typed field per rule input: a number box, a checkbox or a text box. */
export function VariableInputs({
  inputs,
  onChange,
}: {
  inputs: readonly VariableValue[];
  onChange: Dispatch<SetStateAction<VariableValue[]>>;
}) {
  const { t } = useTranslation();
  const prefix = useId();
  const set = (name: string, value: string | boolean) =>
    onChange((current) => current.map((input) => (input.name === name ? { ...input, value } : input)));
  if (inputs.length === 0) return <p className="text-sm text-slate-500">{t('pricing.test.noVariables')}</p>;
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {inputs.map((input, index) => (
        <div key={input.name} className="text-sm">
          <label
            htmlFor={`${prefix}-${index}`}
            className="mb-0.5 flex items-baseline justify-between gap-2 font-medium text-slate-700"
          >
            <span className="font-mono">{input.name}</span>
            <span className="text-xs font-normal text-slate-400">{t(`pricing.test.types.${input.type}`)}</span>
          </label>
          {input.type === 'boolean' ? (
            <input
              id={`${prefix}-${index}`}
              type="checkbox"
              checked={input.value === true}
              onChange={(event) => set(input.name, event.target.checked)}
              className="h-5 w-5"
            />
          ) : (
            <input
              id={`${prefix}-${index}`}
              type={input.type === 'number' ? 'number' : 'text'}
              step="any"
              value={String(input.value)}
              onChange={(event) => set(input.name, event.target.value)}
              className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            />
          )}
        </div>
      ))}
    </div>
  );
}
