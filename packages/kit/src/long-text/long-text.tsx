import type { Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldProps, splitFieldProps, useFieldIds } from '../shared/field';
import { useControllableState } from '../shared/use-controllable-state';

export const LONG_TEXT_DEFAULT_ROWS = 10;

export type LongTextProps = FieldProps &
  Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'defaultValue' | 'onChange' | 'disabled' | 'required' | 'id' | 'className'
  > & {
    value?: string;
    defaultValue?: string;
    onChange?: (value: string) => void;
    ref?: Ref<HTMLTextAreaElement>;
  };

export function LongText(props: LongTextProps) {
  const [field, { value, defaultValue = '', onChange, rows = LONG_TEXT_DEFAULT_ROWS, ...native }] =
    splitFieldProps(props);
  const ids = useFieldIds(field.id);
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  return (
    <FieldFrame field={field} ids={ids} kind="long-text">
      <textarea
        {...native}
        rows={rows}
        id={ids.inputId}
        className="ck-input ck-input--long"
        value={text}
        disabled={field.disabled}
        required={field.required}
        onChange={(event) => setText(event.target.value)}
        {...describedBy(field, ids)}
      />
    </FieldFrame>
  );
}
