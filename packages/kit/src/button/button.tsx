import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../shared/class-names';
import { Spinner } from '../spinner/spinner';

export type ButtonSize = 'xs' | 'sm' | 'default' | 'lg' | 'xl';
export const BUTTON_SIZES: readonly ButtonSize[] = ['xs', 'sm', 'default', 'lg', 'xl'];
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
export const BUTTON_VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'text', 'danger'];

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  size = 'default',
  variant = 'primary',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx('ck-button', `ck-button--${size}`, `ck-button--${variant}`, className)}
    >
      {loading ? <Spinner type="dots" delay={0} size="inline" /> : null}
      <span className="ck-button__label">{children}</span>
    </button>
  );
}
