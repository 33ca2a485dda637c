import { MAX_TOASTS, TOAST_DELAY_MS } from '@carrier/contracts';
import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import { useKitText } from '../i18n/locale-context';
import { ToastItem } from './toast-item';
import { type ErrorLike, TOAST_FADE_MS, type ToastInput, type ToastKind, toastReducer, toToast } from './toast-model';

export type ToastApi = {
  show: (toast: ToastInput) => string;
  dismiss: (key: string) => void;
  /** Shows an error toast titled `title` (default "Error") with the first error's message. */
  optimisticUIError: (errors: readonly ErrorLike[], title?: string) => string;
} & Record<ToastKind, (content: string, title?: string) => string>;

const ToastContext = createContext<ToastApi | null>(null);

export type ToastProviderProps = {
  children?: ReactNode;
  /** At most this many toasts show; the oldest goes first. Default 5. */
  max?: number;
  /** Auto-close after this many ms (default 10 000); 0 keeps toasts until dismissed. */
  duration?: number;
  fadeMs?: number;
};

export function ToastProvider({
  children,
  max = MAX_TOASTS,
  duration = TOAST_DELAY_MS,
  fadeMs = TOAST_FADE_MS,
}: ToastProviderProps) {
  const { t } = useKitText();
  const reducer = useMemo(() => toastReducer(max), [max]);
  const [toasts, dispatch] = useReducer(reducer, []);
  const errorTitle = t('toast.errorTitle');

  const api = useMemo<ToastApi>(() => {
    const show = (input: ToastInput) => {
      const toast = toToast(input, { duration, errorTitle });
      dispatch({ type: 'add', toast });
      return toast.key;
    };
    const kind = (type: ToastKind) => (content: string, title?: string) => show({ type, content, title });
    return {
      show,
      dismiss: (key) => dispatch({ type: 'leave', key }),
      optimisticUIError: (errors, title) => show({ type: 'optimisticUIError', errors, title }),
      success: kind('success'),
      error: kind('error'),
      warning: kind('warning'),
      neutral: kind('neutral'),
    };
  }, [duration, errorTitle]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="ck-toasts" aria-label={t('toast.region')}>
        {toasts.map((toast) => (
          <ToastItem
            key={toast.key}
            toast={toast}
            fadeMs={fadeMs}
            onLeave={() => dispatch({ type: 'leave', key: toast.key })}
            onRemove={() => dispatch({ type: 'remove', key: toast.key })}
          />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a <ToastProvider> above it');
  return api;
}
