import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldFrame, type FieldProps, splitFieldProps, useFieldIds } from '../shared/field';
import { useControllableState } from '../shared/use-controllable-state';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'disabled' | 'required' | 'id' | 'className'
>;

export type TextInputProps = FieldProps &
  NativeInputProps & {
    type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
    value?: string;
    defaultValue?: string;
    onChange?: (value: string) => void;
    ref?: Ref<HTMLInputElement>;
  };

export function TextInput(props: TextInputProps) {
  const [field, { type = 'text', value, defaultValue = '', onChange, ...native }] = splitFieldProps(props);
  const ids = useFieldIds(field.id);
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  // FieldFrame has no hooks, so it is called as a function: one component less per input in big forms.
  return FieldFrame({
    field,
    ids,
    kind: 'text',
    children: (
      <input
        {...native}
        type={type}
        id={ids.inputId}
        className="ck-input"
        value={text}
        disabled={field.disabled}
        required={field.required}
        onChange={(event) => setText(event.target.value)}
        {...describedBy(field, ids)}
      />
    ),
  });
}
