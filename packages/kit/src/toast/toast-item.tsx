import { type CSSProperties, useEffect, useRef } from 'react';
import { useKitText } from '../i18n/locale-context';
import { cx } from '../shared/class-names';
import type { Toast } from './toast-model';

type ToastItemProps = { toast: Toast; fadeMs: number; onLeave: () => void; onRemove: () => void };

export function ToastItem({ toast, fadeMs, onLeave, onRemove }: ToastItemProps) {
  const { t } = useKitText();
  const handlers = useRef({ onLeave, onRemove });
  handlers.current = { onLeave, onRemove };

  useEffect(() => {
    if (toast.leaving || toast.duration <= 0) return;
    const timer = setTimeout(() => handlers.current.onLeave(), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.leaving, toast.duration]);
  useEffect(() => {
    if (!toast.leaving) return;
    const timer = setTimeout(() => handlers.current.onRemove(), fadeMs);
    return () => clearTimeout(timer);
  }, [toast.leaving, fadeMs]);

  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      className={cx('ck-toast', `ck-toast--${toast.type}`, toast.leaving && 'ck-toast--leaving')}
      style={{ '--ck-toast-fade': `${fadeMs}ms` } as CSSProperties}
      data-type={toast.type}
    >
      <span className="ck-toast__icon" aria-hidden="true" />
      <div className="ck-toast__text">
        {toast.title ? <strong className="ck-toast__title">{toast.title}</strong> : null}
        <span className="ck-toast__content">{toast.content}</span>
      </div>
      <button type="button" className="ck-toast__dismiss" aria-label={t('toast.dismiss')} onClick={onLeave}>
        ×
      </button>
    </div>
  );
}
