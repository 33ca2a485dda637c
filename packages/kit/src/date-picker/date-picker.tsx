import { useEffect, useRef, useState } from 'react';
import { Calendar } from '../calendar/calendar';
import { isOutsideLimits } from '../calendar/calendar-model';
import { DEFAULT_DISPLAY_FORMAT, formatDisplayDate, parseDisplayDate } from '../dates/display-format';
import type { IsoDate } from '../dates/iso-date';
import { useKitText } from '../i18n/locale-context';
import { encodeMessage } from '../i18n/translate';
import { cx } from '../shared/class-names';
import { describedBy, FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import { useDebouncedCallback } from '../shared/use-debounced-callback';

export const DATE_PICKER_DEBOUNCE_MS = 1000;

export type DatePickerProps = FieldProps & {
  /** YYYY-MM-DD or null. */
  value?: IsoDate | null;
  defaultValue?: IsoDate | null;
  onChange?: (value: IsoDate | null) => void;
  /** Display pattern of DD, MM and YYYY; default DD/MM/YYYY. */
  format?: string;
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
  yearsAhead?: number;
  today?: IsoDate;
  /** Typed text is read this long after the last key (default 1000 ms), or at once on blur or Enter. */
  debounceMs?: number;
  placeholder?: string;
  name?: string;
};

export function DatePicker({
  value,
  defaultValue = null,
  onChange,
  format = DEFAULT_DISPLAY_FORMAT,
  minDate,
  maxDate,
  yearsAhead,
  today,
  debounceMs = DATE_PICKER_DEBOUNCE_MS,
  placeholder,
  name,
  ...field
}: DatePickerProps) {
  const { t } = useKitText();
  const ids = useFieldIds(field.id);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState<IsoDate | null>(value ?? defaultValue);
  const [text, setText] = useState(() => formatDisplayDate(current, format));
  const [typedInvalid, setTypedInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== current) {
      setCurrent(value);
      setText(formatDisplayDate(value, format));
      setTypedInvalid(false);
    }
  }

  const accept = (next: IsoDate | null) => {
    if (next === current) return;
    setCurrent(next);
    onChange?.(next);
  };
  const readTyped = useDebouncedCallback((typed: string) => {
    const parsed = parseDisplayDate(typed, format);
    const valid = parsed !== null && !isOutsideLimits(parsed, minDate, maxDate);
    setTypedInvalid(typed.trim() !== '' && !valid);
    accept(valid ? parsed : null);
  }, debounceMs);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const shownError = field.error ?? (typedInvalid ? encodeMessage('validation.invalidDate') : undefined);
  const shownField = { ...field, error: shownError };
  return (
    <FieldFrame field={shownField} ids={ids} kind="date-picker">
      <div className={cx('ck-date-picker', open && 'ck-date-picker--open')} ref={rootRef}>
        <div className="ck-date-picker__control">
          <input
            type="text"
            id={ids.inputId}
            className="ck-input ck-date-picker__input"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder ?? format}
            value={text}
            disabled={field.disabled}
            required={field.required}
            onChange={(event) => {
              setText(event.target.value);
              readTyped.call(event.target.value);
            }}
            onBlur={readTyped.flush}
            onKeyDown={(event) => {
              if (event.key === 'Enter') readTyped.flush();
            }}
            {...describedBy(shownField, ids)}
          />
          <button
            ref={buttonRef}
            type="button"
            className="ck-date-picker__button"
            aria-label={t('datePicker.open')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={`${ids.inputId}-dialog`}
            disabled={field.disabled}
            onClick={() => setOpen(!open)}
          >
            <span className="ck-date-picker__icon" aria-hidden="true" />
          </button>
        </div>
        {open ? (
          <div
            className="ck-date-picker__popup"
            id={`${ids.inputId}-dialog`}
            role="dialog"
            aria-label={t('datePicker.open')}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close(true);
              }
            }}
          >
            <Calendar
              label={field.label}
              hideLabel
              value={current}
              minDate={minDate}
              maxDate={maxDate}
              yearsAhead={yearsAhead}
              today={today}
              autoFocus
              onChange={(date) => {
                readTyped.cancel();
                setText(formatDisplayDate(date, format));
                setTypedInvalid(false);
                accept(date);
                close(true);
              }}
            />
          </div>
        ) : null}
        {name ? <input type="hidden" name={name} value={current ?? ''} /> : null}
      </div>
    </FieldFrame>
  );
}
