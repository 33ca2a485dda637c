import { useKitText } from '../i18n/locale-context';
import type { MonthView, YearSpan } from './calendar-model';

type CalendarHeaderProps = {
  view: MonthView;
  years: YearSpan;
  canGoBack: boolean;
  canGoForward: boolean;
  disabled?: boolean;
  onShift: (delta: 1 | -1) => void;
  onView: (view: MonthView) => void;
  idBase: string;
};

export function CalendarHeader({
  view,
  years,
  canGoBack,
  canGoForward,
  disabled,
  onShift,
  onView,
  idBase,
}: CalendarHeaderProps) {
  const { t } = useKitText();
  const months = t('calendar.months').split(',');
  const yearList = Array.from({ length: years.to - years.from + 1 }, (_, index) => years.to - index);
  return (
    <div className="ck-calendar__header">
      <button
        type="button"
        className="ck-calendar__nav"
        aria-label={t('calendar.previousMonth')}
        disabled={disabled || !canGoBack}
        onClick={() => onShift(-1)}
      >
        ‹
      </button>
      <select
        className="ck-calendar__select"
        aria-label={t('calendar.month')}
        id={`${idBase}-month`}
        value={view.month}
        disabled={disabled}
        onChange={(event) => onView({ ...view, month: Number(event.target.value) })}
      >
        {months.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </select>
      <select
        className="ck-calendar__select"
        aria-label={t('calendar.year')}
        id={`${idBase}-year`}
        value={view.year}
        disabled={disabled}
        onChange={(event) => onView({ ...view, year: Number(event.target.value) })}
      >
        {yearList.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="ck-calendar__nav"
        aria-label={t('calendar.nextMonth')}
        disabled={disabled || !canGoForward}
        onClick={() => onShift(1)}
      >
        ›
      </button>
    </div>
  );
}
