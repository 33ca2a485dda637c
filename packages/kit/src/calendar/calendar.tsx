import { useState } from 'react';
import { daysInMonth, type IsoDate, parseIsoDate, todayIso, toIsoDate } from '../dates/iso-date';
import { cx } from '../shared/class-names';
import { FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import { useControllableState } from '../shared/use-controllable-state';
import { CalendarGrid } from './calendar-grid';
import { CalendarHeader } from './calendar-header';
import {
  calendarYears,
  type DateRange,
  type MonthView,
  pickRange,
  shiftView,
  toggleDate,
  viewOf,
} from './calendar-model';

type CalendarCommon = FieldProps & {
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
  /** Years after this one to offer when there is no maxDate (default 0). */
  yearsAhead?: number;
  /** The date treated as today; defaults to the local date. */
  today?: IsoDate;
  /** The month shown first when nothing is selected. */
  defaultMonth?: IsoDate;
  /** Moves focus into the grid when mounted, as the date picker's popup does. */
  autoFocus?: boolean;
};

export type CalendarProps = CalendarCommon &
  (
    | { mode?: 'single'; value?: IsoDate | null; defaultValue?: IsoDate | null; onChange?: (value: IsoDate) => void }
    | { mode: 'multiple'; value?: IsoDate[]; defaultValue?: IsoDate[]; onChange?: (value: IsoDate[]) => void }
    | { mode: 'range'; value?: DateRange; defaultValue?: DateRange; onChange?: (value: DateRange) => void }
  );

/** The props' value as a list of dates, whatever the mode. */
function asList(value: IsoDate | null | readonly IsoDate[] | undefined): IsoDate[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  return typeof value === 'string' ? [value] : [...value];
}

function emit(props: CalendarProps, dates: IsoDate[]) {
  if (props.mode === 'multiple') props.onChange?.(dates);
  else if (props.mode === 'range') props.onChange?.(dates as DateRange);
  else if (dates[0]) props.onChange?.(dates[0]);
}

export function Calendar(props: CalendarProps) {
  const { mode = 'single', minDate, maxDate, yearsAhead, autoFocus = false, ...field } = props;
  const today = props.today ?? todayIso();
  const ids = useFieldIds(field.id);
  const [selected, setSelected] = useControllableState(asList(props.value), asList(props.defaultValue) ?? [], (next) =>
    emit(props, next),
  );
  const years = calendarYears(today, { minDate, maxDate, yearsAhead });
  const [focusDate, setFocusDate] = useState(() => selected[0] ?? props.defaultMonth ?? today);
  const [view, setView] = useState<MonthView>(() => viewOf(focusDate));
  const [focusRequested, setFocusRequested] = useState(autoFocus);

  const showView = (next: MonthView) => {
    const day = Math.min(parseIsoDate(focusDate)?.day ?? 1, daysInMonth(next.year, next.month));
    setView(next);
    setFocusDate(toIsoDate({ ...next, day }));
    setFocusRequested(false);
  };
  const moveFocus = (date: IsoDate) => {
    const next = viewOf(date);
    if (next.year < years.from || next.year > years.to) return;
    setView(next);
    setFocusDate(date);
    setFocusRequested(true);
  };
  const pick = (date: IsoDate) => {
    if (mode === 'multiple') setSelected(toggleDate(selected, date));
    else if (mode === 'range') setSelected(pickRange(selected as DateRange, date));
    else setSelected([date]);
  };
  const back = shiftView(view, -1, years);
  const forward = shiftView(view, 1, years);

  return (
    <FieldFrame field={field} ids={ids} kind="calendar" layout="group">
      <div className={cx('ck-calendar', `ck-calendar--${mode}`)} id={ids.inputId} data-mode={mode}>
        <CalendarHeader
          idBase={ids.inputId}
          view={view}
          years={years}
          canGoBack={back !== null}
          canGoForward={forward !== null}
          disabled={field.disabled}
          onShift={(delta) => {
            const next = delta < 0 ? back : forward;
            if (next) showView(next);
          }}
          onView={showView}
        />
        <CalendarGrid
          view={view}
          selected={selected}
          highlightRange={mode === 'range'}
          focusDate={focusDate}
          today={today}
          minDate={minDate}
          maxDate={maxDate}
          disabled={field.disabled}
          labelledBy={ids.labelId}
          focusRequested={focusRequested}
          onFocusDate={moveFocus}
          onPick={pick}
        />
      </div>
    </FieldFrame>
  );
}
