import { cx } from '../shared/class-names';
import { describedBy, FieldFrame, type FieldProps, requiredMark, useFieldIds } from '../shared/field';
import { useControllableState } from '../shared/use-controllable-state';

export type CheckboxProps = FieldProps & {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  name?: string;
};

export function Checkbox({ checked, defaultChecked = false, onChange, name, ...field }: CheckboxProps) {
  const ids = useFieldIds(field.id);
  const [value, setValue] = useControllableState(checked, defaultChecked, onChange);
  return (
    <FieldFrame field={field} ids={ids} kind="checkbox" layout="inline">
      <span className="ck-check">
        <input
          type="checkbox"
          className="ck-check__input"
          id={ids.inputId}
          name={name}
          checked={value}
          disabled={field.disabled}
          required={field.required}
          onChange={(event) => setValue(event.target.checked)}
          {...describedBy(field, ids)}
        />
        <label
          className={cx('ck-check__label', field.hideLabel && 'ck-visually-hidden')}
          id={ids.labelId}
          htmlFor={ids.inputId}
        >
          {field.label}
          {field.required ? requiredMark : null}
        </label>
      </span>
    </FieldFrame>
  );
}
