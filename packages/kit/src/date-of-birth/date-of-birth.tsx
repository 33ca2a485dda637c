import { useState } from 'react';
import type { IsoDate } from '../dates/iso-date';
import { todayIso } from '../dates/iso-date';
import { useKitText } from '../i18n/locale-context';
import { describedBy, FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import {
  composeDob,
  DEFAULT_AGE_LIMITS,
  type DobParts,
  dobDayCount,
  dobProblem,
  dobYears,
  splitDob,
} from './dob-model';

export type DateOfBirthProps = FieldProps & {
  /** YYYY-MM-DD, or null until day, month and year are all chosen. */
  value?: IsoDate | null;
  defaultValue?: IsoDate | null;
  onChange?: (value: IsoDate | null) => void;
  minAge?: number;
  maxAge?: number;
  today?: IsoDate;
  name?: string;
};

type PartName = keyof DobParts;

export function DateOfBirth({
  value,
  defaultValue = null,
  onChange,
  minAge = DEFAULT_AGE_LIMITS.minAge,
  maxAge = DEFAULT_AGE_LIMITS.maxAge,
  today = todayIso(),
  name,
  ...field
}: DateOfBirthProps) {
  const { t } = useKitText();
  const ids = useFieldIds(field.id);
  const limits = { minAge, maxAge };
  const [parts, setParts] = useState<DobParts>(() => splitDob(value ?? defaultValue));
  // A value set by the parent wins; a parent's null clears only a complete date (partial picks stay).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value) setParts(splitDob(value));
    else if (value === null && composeDob(parts, today, limits) !== null) setParts(splitDob(null));
  }

  const choose = (part: PartName, raw: string) => {
    const next = { ...parts, [part]: raw === '' ? null : Number(raw) };
    if (next.day !== null && next.day > dobDayCount(next)) next.day = null;
    const before = composeDob(parts, today, limits);
    const after = composeDob(next, today, limits);
    setParts(next);
    if (after !== before) onChange?.(after);
  };

  const months = t('calendar.months').split(',');
  const selects: { part: PartName; label: string; options: { value: number; label: string }[] }[] = [
    {
      part: 'day',
      label: t('dob.day'),
      options: Array.from({ length: dobDayCount(parts) }, (_, index) => ({
        value: index + 1,
        label: String(index + 1),
      })),
    },
    { part: 'month', label: t('dob.month'), options: months.map((label, index) => ({ value: index + 1, label })) },
    {
      part: 'year',
      label: t('dob.year'),
      options: dobYears(today, limits).map((year) => ({ value: year, label: String(year) })),
    },
  ];
  const composed = composeDob(parts, today, limits);
  // The widget knows best why a chosen date gives no value (a parent's "required" would only confuse).
  const shownField = { ...field, error: dobProblem(parts, today, limits) ?? field.error };

  return (
    <FieldFrame field={shownField} ids={ids} kind="dob" layout="group">
      <div className="ck-dob">
        {selects.map(({ part, label, options }) => (
          <select
            key={part}
            id={part === 'day' ? ids.inputId : `${ids.inputId}-${part}`}
            className={`ck-input ck-select ck-dob__${part}`}
            aria-label={label}
            value={parts[part] ?? ''}
            disabled={field.disabled}
            required={field.required}
            onChange={(event) => choose(part, event.target.value)}
            {...describedBy(shownField, ids)}
          >
            <option value="">{label}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ))}
        {name ? <input type="hidden" name={name} value={composed ?? ''} /> : null}
      </div>
    </FieldFrame>
  );
}
