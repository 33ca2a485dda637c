import { useKitText } from '../i18n/locale-context';
import { describedBy, FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import type { Option } from '../shared/option';
import { useControllableState } from '../shared/use-controllable-state';

export type SelectProps = FieldProps & {
  options: readonly Option[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** The empty first choice; default the kit's "Please select". */
  placeholder?: string;
  name?: string;
};

/** A native select: full keyboard and screen-reader support on every platform. */
export function Select({ options, value, defaultValue = null, onChange, placeholder, name, ...field }: SelectProps) {
  const { t } = useKitText();
  const ids = useFieldIds(field.id);
  const [selected, setSelected] = useControllableState(value, defaultValue, onChange);
  return (
    <FieldFrame field={field} ids={ids} kind="select">
      <select
        id={ids.inputId}
        name={name}
        className="ck-input ck-select"
        value={selected ?? ''}
        disabled={field.disabled}
        required={field.required}
        onChange={(event) => setSelected(event.target.value === '' ? null : event.target.value)}
        {...describedBy(field, ids)}
      >
        <option value="">{placeholder ?? t('select.placeholder')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
