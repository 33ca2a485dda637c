import { type KeyboardEvent, useEffect, useRef } from 'react';
import { addDays, type IsoDate, parseIsoDate, weekday } from '../dates/iso-date';
import { useKitText } from '../i18n/locale-context';
import { cx } from '../shared/class-names';
import { addMonthsClamped, isInRange, isOutsideLimits, type MonthView, monthGrid } from './calendar-model';

type CalendarGridProps = {
  view: MonthView;
  selected: readonly IsoDate[];
  /** Dates between a range's ends get the in-range style. */
  highlightRange: boolean;
  focusDate: IsoDate;
  today: IsoDate;
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
  disabled?: boolean;
  labelledBy: string;
  /** Set when the keyboard moved the focus date, so the grid moves DOM focus after rendering. */
  focusRequested: boolean;
  onFocusDate: (date: IsoDate) => void;
  onPick: (date: IsoDate) => void;
};

/** Where a grid key moves the focus date (APG date grid keys), or null for other keys. */
function keyTarget(key: string, date: IsoDate, shift: boolean): IsoDate | null {
  const parts = parseIsoDate(date);
  if (!parts) return null;
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday(parts));
    case 'End':
      return addDays(date, 6 - weekday(parts));
    case 'PageUp':
      return addMonthsClamped(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonthsClamped(date, shift ? 12 : 1);
    default:
      return null;
  }
}

export function CalendarGrid(props: CalendarGridProps) {
  const { locale, t } = useKitText();
  const { view, selected, focusDate, minDate, maxDate, disabled } = props;
  const gridRef = useRef<HTMLTableElement>(null);
  const cells = monthGrid(view);
  const weeks = Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });

  useEffect(() => {
    if (!props.focusRequested) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, props.focusRequested]);

  // Enter and Space press the focused day button natively.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, focusDate, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    props.onFocusDate(target);
  };

  return (
    <table
      ref={gridRef}
      className="ck-calendar__grid"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date grid is a table with role grid
      role="grid"
      aria-labelledby={props.labelledBy}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {t('calendar.weekdays')
            .split(',')
            .map((name) => (
              <th key={name} scope="col" className="ck-calendar__weekday">
                {name}
              </th>
            ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((cell) => {
              const isSelected = selected.includes(cell.date);
              const outside = isOutsideLimits(cell.date, minDate, maxDate);
              const [year = 0, month = 1, day = 1] = cell.date.split('-').map(Number);
              return (
                <td
                  key={cell.date}
                  className="ck-calendar__cell"
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cells are gridcells
                  role="gridcell"
                  tabIndex={-1}
                  aria-selected={isSelected}
                >
                  <button
                    type="button"
                    data-date={cell.date}
                    tabIndex={cell.date === focusDate && !disabled ? 0 : -1}
                    className={cx(
                      'ck-calendar__day',
                      !cell.inMonth && 'ck-calendar__day--other',
                      isSelected && 'ck-calendar__day--selected',
                      props.highlightRange && isInRange(selected, cell.date) && 'ck-calendar__day--in-range',
                    )}
                    aria-label={fullDate.format(new Date(Date.UTC(year, month - 1, day)))}
                    aria-current={cell.date === props.today ? 'date' : undefined}
                    aria-disabled={outside || disabled || undefined}
                    onFocus={() => cell.date !== focusDate && props.onFocusDate(cell.date)}
                    onClick={() => {
                      if (outside || disabled) return;
                      props.onFocusDate(cell.date);
                      props.onPick(cell.date);
                    }}
                  >
                    {cell.day}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
