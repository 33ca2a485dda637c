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
  const describers = [field.hint ? ids.hintId : null, field.error ? ids.errorId : null].filter(Boolean);
  return {
    'aria-describedby': describers.length ? describers.join(' ') : undefined,
    'aria-invalid': field.error ? true : undefined,
  } as const;
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

export function FieldFrame({ field, ids, layout = 'label', kind, children }: FieldFrameProps) {
  const { message } = useKitText();
  const labelClass = cx('ck-field__label', field.hideLabel && 'ck-visually-hidden');
  const label = (
    <>
      {field.label}
      {field.required ? (
        <span className="ck-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const rest = (
    <>
      {field.hint ? (
        <p className="ck-field__hint" id={ids.hintId}>
          {field.hint}
        </p>
      ) : null}
      {field.error ? (
        <p className="ck-field__error" id={ids.errorId} role="alert">
          {message(field.error)}
        </p>
      ) : null}
    </>
  );
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
          {label}
        </legend>
        {children}
        {rest}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      {layout === 'label' ? (
        <label className={labelClass} id={ids.labelId} htmlFor={ids.inputId}>
          {label}
        </label>
      ) : null}
      {layout === 'named' ? (
        <span className={labelClass} id={ids.labelId}>
          {label}
        </span>
      ) : null}
      {children}
      {rest}
    </div>
  );
}
