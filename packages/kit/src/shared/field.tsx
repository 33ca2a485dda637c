import { type ReactNode, useId } from 'react';
import { useKitText } from '../i18n/locale-context';
import { cx } from './class-names';

/** What every form widget takes for its label, hint, error and disabled state. */
export type FieldProps = {
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** A validator's message key (translated here) or a ready text. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
};

/** Splits the shared field props from the rest, so text widgets can pass native attributes through. */
export function splitFieldProps<T extends FieldProps>(props: T) {
  const { label, hideLabel, hint, error, disabled, required, id, className, ...rest } = props;
  return [{ label, hideLabel, hint, error, disabled, required, id, className }, rest] as const;
}

export type FieldIds = { inputId: string; labelId: string; hintId: string; errorId: string };

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? `ck${generated.replace(/:/g, '')}`;
  return { inputId: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The ARIA attributes that tie a control to its hint and error. */
export function describedBy(field: FieldProps, ids: FieldIds) {
  const describers = field.hint
    ? field.error
      ? `${ids.hintId} ${ids.errorId}`
      : ids.hintId
    : field.error
      ? ids.errorId
      : undefined;
  return { 'aria-describedby': describers, 'aria-invalid': field.error ? true : undefined } as const;
}

type FieldFrameProps = {
  field: FieldProps;
  ids: FieldIds;
  /**
   * `label` ties a label element to a native control, `named` shows the label as text that a custom
   * control names itself by (aria-labelledby), `group` uses a fieldset and legend, `inline` leaves it to the control.
   */
  layout?: 'label' | 'named' | 'group' | 'inline';
  kind: string;
  children: ReactNode;
};

/** The error line; its own component so only a field that shows an error reads the locale. */
function FieldError({ id, error }: { id: string; error: string }) {
  const { message } = useKitText();
  return (
    <p className="ck-field__error" id={id} role="alert">
      {message(error)}
    </p>
  );
}

/** The mark after a required field's label (hidden from screen readers: the control says required). */
export const requiredMark = (
  <span className="ck-field__required" aria-hidden="true">
    {' '}
    *
  </span>
);

// Kept flat (no fragments or wrappers around a plain field) and free of hooks, so a widget may call it as a
// function: a form of hundreds of fields mounts each of them.
export function FieldFrame({ field, ids, layout = 'label', kind, children }: FieldFrameProps) {
  const labelClass = field.hideLabel ? 'ck-field__label ck-visually-hidden' : 'ck-field__label';
  const required = field.required ? requiredMark : null;
  const hint = field.hint ? (
    <p className="ck-field__hint" id={ids.hintId}>
      {field.hint}
    </p>
  ) : null;
  const error = field.error ? <FieldError id={ids.errorId} error={field.error} /> : null;
  const className = cx(
    'ck-field',
    `ck-field--${kind}`,
    field.error && 'ck-field--invalid',
    field.disabled && 'ck-field--disabled',
    field.className,
  );
  if (layout === 'group') {
    return (
      <fieldset
        className={className}
        disabled={field.disabled}
        aria-describedby={describedBy(field, ids)['aria-describedby']}
      >
        <legend className={labelClass} id={ids.labelId}>
          {field.label}
          {required}
        </legend>
        {children}
        {hint}
        {error}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      {layout === 'label' ? (
        <label className={labelClass} id={ids.labelId} htmlFor={ids.inputId}>
          {field.label}
          {required}
        </label>
      ) : layout === 'named' ? (
        <span className={labelClass} id={ids.labelId}>
          {field.label}
          {required}
        </span>
      ) : null}
      {children}
      {hint}
      {error}
    </div>
  );
}
