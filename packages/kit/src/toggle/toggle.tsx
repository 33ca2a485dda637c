import { useKitText } from '../i18n/locale-context';
import { cx } from '../shared/class-names';
import { describedBy, FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import { useControllableState } from '../shared/use-controllable-state';

/** null means not answered yet; the first press answers true. */
export type ToggleValue = boolean | null;

export function nextToggleValue(value: ToggleValue): boolean {
  return value !== true;
}

export type ToggleProps = FieldProps & {
  value?: ToggleValue;
  defaultValue?: ToggleValue;
  onChange?: (value: boolean) => void;
  /** Texts beside the switch; default the kit's Yes / No / Not set. */
  onText?: string;
  offText?: string;
  unsetText?: string;
};

export function Toggle({ value, defaultValue = null, onChange, onText, offText, unsetText, ...field }: ToggleProps) {
  const { t } = useKitText();
  const ids = useFieldIds(field.id);
  const [current, setCurrent] = useControllableState<ToggleValue>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const state = current === null ? 'unset' : current ? 'on' : 'off';
  const text = { on: onText ?? t('toggle.on'), off: offText ?? t('toggle.off'), unset: unsetText ?? t('toggle.unset') }[
    state
  ];
  return (
    <FieldFrame field={field} ids={ids} kind="toggle">
      <button
        type="button"
        role="switch"
        id={ids.inputId}
        className={cx('ck-toggle', `ck-toggle--${state}`)}
        aria-labelledby={ids.labelId}
        aria-checked={current === true}
        data-state={state}
        disabled={field.disabled}
        onClick={() => setCurrent(nextToggleValue(current))}
        {...describedBy(field, ids)}
      >
        <span className="ck-toggle__track" aria-hidden="true">
          <span className="ck-toggle__thumb" />
        </span>
        <span className="ck-toggle__text">{text}</span>
      </button>
    </FieldFrame>
  );
}
