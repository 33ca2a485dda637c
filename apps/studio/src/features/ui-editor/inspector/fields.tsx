import { useId } from 'react';
import { useDebouncedText } from './debounced';

const INPUT =
  'block w-full rounded-md border border-slate-300 px-2 py-1 text-sm shadow-sm focus:outline-2 focus:outline-blue-600';

/** A labelled text input saved with the inspector's debounce. */
export function DebouncedField({
  label,
  value,
  onCommit,
  multiline = false,
  type = 'text',
}: {
  label: string;
  value: string;
  onCommit: (text: string) => void;
  multiline?: boolean;
  type?: 'text' | 'number';
}) {
  const id = useId();
  const field = useDebouncedText(value, onCommit);
  return (
    <div>
      <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-slate-600">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          translate="no"
          rows={3}
          className={INPUT}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      ) : (
        <input
          id={id}
          translate="no"
          type={type}
          className={INPUT}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </div>
  );
}

/** A labelled select of the inspector, changed at once. */
export function InspectorSelect({
  label,
  value,
  options,
  onChange,
  none,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  none?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select id={id} className={INPUT} value={value} onChange={(event) => onChange(event.target.value)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} translate="no">
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
