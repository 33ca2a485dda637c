import { useEffect, useState } from 'react';
import { useKitText } from '../i18n/locale-context';
import { cx } from '../shared/class-names';

export type SpinnerType = 'circle' | 'dots';
export const SPINNER_DEFAULT_DELAY_MS = 400;

export type SpinnerProps = {
  type?: SpinnerType;
  /** Waits this long before showing, so quick loads never flash a spinner. */
  delay?: number;
  /** Text for screen readers; defaults to the kit's "Loading". */
  label?: string;
  size?: 'inline' | 'default' | 'large';
  className?: string;
};

export function Spinner({
  type = 'circle',
  delay = SPINNER_DEFAULT_DELAY_MS,
  label,
  size = 'default',
  className,
}: SpinnerProps) {
  const { t } = useKitText();
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <span role="status" className={cx('ck-spinner', `ck-spinner--${type}`, `ck-spinner--${size}`, className)}>
      {type === 'dots' ? (
        <span className="ck-spinner__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      ) : (
        <span className="ck-spinner__circle" aria-hidden="true" />
      )}
      <span className="ck-visually-hidden">{label ?? t('spinner.loading')}</span>
    </span>
  );
}
