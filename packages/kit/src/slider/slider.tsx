import type { CSSProperties } from 'react';
import { describedBy, FieldFrame, type FieldProps, useFieldIds } from '../shared/field';
import { useControllableState } from '../shared/use-controllable-state';

export type SliderProps = FieldProps & {
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Formats the value shown beside the slider and read out as aria-valuetext. */
  formatValue?: (value: number) => string;
  name?: string;
};

/** A native range input: arrows, Page Up/Down, Home and End work out of the box. */
export function Slider({
  value,
  defaultValue,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  formatValue = String,
  name,
  ...field
}: SliderProps) {
  const ids = useFieldIds(field.id);
  const [current, setCurrent] = useControllableState(value, defaultValue ?? min, onChange);
  const percent = max > min ? ((current - min) / (max - min)) * 100 : 0;
  return (
    <FieldFrame field={field} ids={ids} kind="slider">
      <span className="ck-slider">
        <input
          type="range"
          id={ids.inputId}
          name={name}
          className="ck-slider__input"
          style={{ '--ck-slider-fill': `${percent}%` } as CSSProperties}
          min={min}
          max={max}
          step={step}
          value={current}
          disabled={field.disabled}
          aria-valuetext={formatValue(current)}
          onChange={(event) => setCurrent(Number(event.target.value))}
          {...describedBy(field, ids)}
        />
        <output className="ck-slider__value" htmlFor={ids.inputId}>
          {formatValue(current)}
        </output>
      </span>
    </FieldFrame>
  );
}
