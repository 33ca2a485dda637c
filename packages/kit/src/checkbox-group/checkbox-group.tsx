import { describedBy, FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import type { Option } from '../shared/option';
import { useControllableState } from '../shared/use-controllable-state';

export type CheckboxGroupProps = FieldProps & {
  options: readonly Option[];
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  name?: string;
};

/** Toggles one option in a selection, keeping the options' order. */
export function toggleOption(options: readonly Option[], selected: readonly string[], value: string): string[] {
  const next = selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
  return options.map((option) => option.value).filter((item) => next.includes(item));
}

export function CheckboxGroup({ options, value, defaultValue = [], onChange, name, ...field }: CheckboxGroupProps) {
  const ids = useFieldIds(field.id);
  const [selected, setSelected] = useControllableState(value, defaultValue, onChange);
  return (
    <FieldFrame field={field} ids={ids} kind="checkbox-group" layout="group">
      <div className="ck-choices">
        {options.map((option, index) => {
          const optionId = `${ids.inputId}-${index}`;
          return (
            <span className="ck-check" key={option.value}>
              <input
                type="checkbox"
                className="ck-check__input"
                id={index === 0 ? ids.inputId : optionId}
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                disabled={option.disabled}
                onChange={() => setSelected(toggleOption(options, selected, option.value))}
                aria-invalid={describedBy(field, ids)['aria-invalid']}
              />
              <label className="ck-check__label" htmlFor={index === 0 ? ids.inputId : optionId}>
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
    </FieldFrame>
  );
}
