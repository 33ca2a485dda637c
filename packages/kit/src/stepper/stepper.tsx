import { type KeyboardEvent, useState } from 'react';
import { useKitText } from '../i18n/locale-context';
import { describedBy, FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import { useControllableState } from '../shared/use-controllable-state';
import { clampToStep, DEFAULT_STEPPER_RANGE, stepBy } from './stepper-math';

export type StepperProps = FieldProps & {
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  name?: string;
};

const KEY_STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/** A number between min and max with − and + buttons; the field is an ARIA spinbutton. */
export function Stepper({
  value,
  defaultValue,
  onChange,
  min = DEFAULT_STEPPER_RANGE.min,
  max = DEFAULT_STEPPER_RANGE.max,
  step = DEFAULT_STEPPER_RANGE.step,
  name,
  ...field
}: StepperProps) {
  const { t } = useKitText();
  const ids = useFieldIds(field.id);
  const range = { min, max, step };
  const [current, setCurrent] = useControllableState(value, clampToStep(defaultValue ?? min, range), onChange);
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    setDraft(null);
    const clamped = clampToStep(next, range);
    if (clamped !== current) setCurrent(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps = KEY_STEPS[event.key];
    if (steps !== undefined) commit(stepBy(current, steps, range));
    else if (event.key === 'Home') commit(min);
    else if (event.key === 'End') commit(max);
    else if (event.key === 'Enter' && draft !== null) commit(Number(draft));
    else return;
    event.preventDefault();
  };

  return (
    <FieldFrame field={field} ids={ids} kind="stepper">
      <span className="ck-stepper">
        <button
          type="button"
          className="ck-stepper__button"
          tabIndex={-1}
          aria-label={t('stepper.decrease')}
          aria-controls={ids.inputId}
          disabled={field.disabled || current <= min}
          onClick={() => commit(stepBy(current, -1, range))}
        >
          −
        </button>
        <input
          type="text"
          role="spinbutton"
          inputMode="decimal"
          autoComplete="off"
          id={ids.inputId}
          name={name}
          className="ck-input ck-stepper__input"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={current}
          value={draft ?? String(current)}
          disabled={field.disabled}
          required={field.required}
          onChange={(event) => setDraft(event.target.value.replace(min < 0 ? /[^\d.-]/g : /[^\d.]/g, ''))}
          onBlur={() => {
            if (draft !== null) commit(draft.trim() === '' ? current : Number(draft));
          }}
          onKeyDown={onKeyDown}
          {...describedBy(field, ids)}
        />
        <button
          type="button"
          className="ck-stepper__button"
          tabIndex={-1}
          aria-label={t('stepper.increase')}
          aria-controls={ids.inputId}
          disabled={field.disabled || current >= max}
          onClick={() => commit(stepBy(current, 1, range))}
        >
          +
        </button>
      </span>
    </FieldFrame>
  );
}
