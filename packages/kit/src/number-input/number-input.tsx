import { type InputHTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { useKitText } from '../i18n/locale-context';
import { describedBy, FieldFrame, type FieldProps, splitFieldProps, useFieldIds } from '../shared/field';
import {
  caretAfterFormat,
  DEFAULT_NUMBER_FORMAT,
  formatNumber,
  formatOnBlur,
  formatTyped,
  type NumberFormat,
  parseNumber,
  roundsTyped,
} from './number-format';

export type NumberInputProps = FieldProps &
  Partial<NumberFormat> &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'disabled' | 'required' | 'id' | 'className'
  > & {
    value?: number | null;
    defaultValue?: number | null;
    onChange?: (value: number | null) => void;
  };

export function NumberInput(props: NumberInputProps) {
  const [
    field,
    {
      value,
      defaultValue = null,
      onChange,
      numberType = DEFAULT_NUMBER_FORMAT.numberType,
      precision = DEFAULT_NUMBER_FORMAT.precision,
      thousandsSeparator = DEFAULT_NUMBER_FORMAT.thousandsSeparator,
      decimalSeparator = DEFAULT_NUMBER_FORMAT.decimalSeparator,
      allowNegative = DEFAULT_NUMBER_FORMAT.allowNegative,
      onBlur,
      ...native
    },
  ] = splitFieldProps(props);
  const format: NumberFormat = { numberType, precision, thousandsSeparator, decimalSeparator, allowNegative };
  const ids = useFieldIds(field.id);
  const { t } = useKitText();
  const inputRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);
  const [text, setText] = useState(() => formatNumber(value ?? defaultValue, format));
  // A fraction typed into a whole-number field: kept (after blur too) to say which number it counts as.
  const [roundedTyped, setRoundedTyped] = useState<string | null>(null);
  // A new value from the parent replaces the text unless the text already says that number.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== parseNumber(text, format)) {
      setText(formatNumber(value, format));
      setRoundedTyped(null);
    }
  }
  const note = roundedTyped
    ? t('number.rounded', { typed: roundedTyped, value: formatNumber(parseNumber(roundedTyped, format), format) })
    : null;
  const shownField = note ? { ...field, hint: <span role="status">{note}</span> } : field;

  useLayoutEffect(() => {
    if (caretRef.current === null || !inputRef.current) return;
    inputRef.current.setSelectionRange(caretRef.current, caretRef.current);
    caretRef.current = null;
  });

  const update = (next: string) => {
    const before = parseNumber(text, format);
    setText(next);
    const after = parseNumber(next, format);
    if (after !== before) onChange?.(after);
  };

  return (
    <FieldFrame field={shownField} ids={ids} kind="number">
      <input
        {...native}
        ref={inputRef}
        type="text"
        inputMode={numberType === 'integer' ? 'numeric' : 'decimal'}
        autoComplete="off"
        id={ids.inputId}
        className="ck-input ck-input--number"
        value={text}
        disabled={field.disabled}
        required={field.required}
        onChange={(event) => {
          const typed = event.target.value;
          const next = formatTyped(typed, format);
          setRoundedTyped(roundsTyped(next, format) ? next : null);
          caretRef.current = caretAfterFormat(typed, event.target.selectionStart ?? typed.length, next, format);
          update(next);
        }}
        onBlur={(event) => {
          update(formatOnBlur(text, format));
          onBlur?.(event);
        }}
        {...describedBy(shownField, ids)}
      />
    </FieldFrame>
  );
}
