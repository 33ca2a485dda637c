import { Calendar, DateOfBirth, DatePicker, type DateRange } from '@carrier/kit';
import { useState } from 'react';
import { GallerySection, GalleryState, ValueReadout } from '../GallerySection';
import { StateTrio } from '../StateTrio';
import { useGalleryText } from '../use-gallery-text';

export function DateOfBirthSection() {
  const t = useGalleryText();
  const [value, setValue] = useState<string | null>(null);
  return (
    <GallerySection id="date-of-birth" title={t.pick('Date of birth', '出生日期')}>
      <StateTrio
        name="date-of-birth"
        value={value}
        render={(state) => (
          <DateOfBirth
            label={t.pick('Date of birth', '出生日期') + state.labelSuffix}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : {})}
          />
        )}
      />
    </GallerySection>
  );
}

export function DatePickerSection() {
  const t = useGalleryText();
  const [value, setValue] = useState<string | null>(null);
  return (
    <GallerySection id="date-picker" title={t.pick('Date picker', '日期選擇器')}>
      <StateTrio
        name="date-picker"
        value={value}
        render={(state) => (
          <DatePicker
            label={t.pick('Policy start date', '保單生效日期') + state.labelSuffix}
            yearsAhead={2}
            {...state.field}
            {...(state.normal ? { value, onChange: setValue } : {})}
          />
        )}
      />
    </GallerySection>
  );
}

export function CalendarSection() {
  const t = useGalleryText();
  const [single, setSingle] = useState<string | null>(null);
  const [multiple, setMultiple] = useState<string[]>([]);
  const [range, setRange] = useState<DateRange>([]);
  return (
    <GallerySection id="calendar" title={t.pick('Calendar', '日曆')}>
      <GalleryState caption={t.pick('Single', '單日')}>
        <Calendar label={t.pick('Single date', '單一日期')} yearsAhead={1} value={single} onChange={setSingle} />
        <ValueReadout name="calendar-single" value={single} />
      </GalleryState>
      <GalleryState caption={t.pick('Multiple', '多日')}>
        <Calendar
          label={t.pick('Several dates', '多個日期')}
          mode="multiple"
          yearsAhead={1}
          value={multiple}
          onChange={setMultiple}
        />
        <ValueReadout name="calendar-multiple" value={multiple} />
      </GalleryState>
      <GalleryState caption={t.pick('Range, within 3 days of today', '範圍（今日前後三日內）')}>
        <Calendar
          label={t.pick('Trip dates', '行程日期')}
          mode="range"
          minDate={shiftToday(-3)}
          maxDate={shiftToday(3)}
          value={range}
          onChange={setRange}
        />
        <ValueReadout name="calendar-range" value={range} />
      </GalleryState>
      <GalleryState caption={`${t.disabled} / ${t.error}`}>
        <Calendar label={t.pick('Unavailable', '不可用')} disabled error="validation.invalidDate" />
      </GalleryState>
    </GallerySection>
  );
}

function shiftToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
