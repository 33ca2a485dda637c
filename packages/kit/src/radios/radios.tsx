import { describedBy, FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import type { Option } from '../shared/option';
import { useControllableState } from '../shared/use-controllable-state';

export type RadiosProps = FieldProps & {
  options: readonly Option[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  name?: string;
  direction?: 'row' | 'column';
};

/** Native radios under one name: the browser gives arrow-key movement and radiogroup semantics. */
export function Radios({
  options,
  value,
  defaultValue = null,
  onChange,
  name,
  direction = 'column',
  ...field
}: RadiosProps) {
  const ids = useFieldIds(field.id);
  const [selected, setSelected] = useControllableState<string | null>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const groupName = name ?? ids.inputId;
  return (
    <FieldFrame field={field} ids={ids} kind="radios" layout="group">
      <div
        className={`ck-choices ck-choices--${direction}`}
        role="radiogroup"
        aria-labelledby={ids.labelId}
        {...describedBy(field, ids)}
      >
        {options.map((option, index) => {
          const optionId = index === 0 ? ids.inputId : `${ids.inputId}-${index}`;
          return (
            <span className="ck-check ck-check--radio" key={option.value}>
              <input
                type="radio"
                className="ck-check__input"
                id={optionId}
                name={groupName}
                value={option.value}
                checked={selected === option.value}
                disabled={option.disabled}
                onChange={() => setSelected(option.value)}
              />
              <label className="ck-check__label" htmlFor={optionId}>
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
    </FieldFrame>
  );
}
