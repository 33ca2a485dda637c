import { MAX_TOASTS, TOAST_DELAY_MS } from '@carrier/contracts';
import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import { useKitText } from '../i18n/locale-context';
import { ToastItem } from './toast-item';
import { type ErrorLike, TOAST_FADE_MS, type ToastInput, type ToastKind, toastReducer, toToast } from './toast-model';
import type { ToastStore } from './toast-store';

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
  /**
   * A host's own toast store (the studio's): toasts go there and show in the host's one toast area,
   * and this provider renders none of its own. Without it the provider keeps and shows its toasts.
   */
  store?: ToastStore;
};

export function ToastProvider({
  children,
  max = MAX_TOASTS,
  duration = TOAST_DELAY_MS,
  fadeMs = TOAST_FADE_MS,
  store,
}: ToastProviderProps) {
  const { t } = useKitText();
  const reducer = useMemo(() => toastReducer(max), [max]);
  const [toasts, dispatch] = useReducer(reducer, []);
  const errorTitle = t('toast.errorTitle');

  const api = useMemo<ToastApi>(() => {
    const show = (input: ToastInput) => {
      const toast = toToast(input, { duration, errorTitle });
      if (store) {
        const id = store.show(toast.type, toast.content, { title: toast.title, persistent: toast.duration <= 0 });
        return String(id);
      }
      dispatch({ type: 'add', toast });
      return toast.key;
    };
    const kind = (type: ToastKind) => (content: string, title?: string) => show({ type, content, title });
    return {
      show,
      dismiss: (key) => (store ? store.dismiss(Number(key)) : dispatch({ type: 'leave', key })),
      optimisticUIError: (errors, title) => show({ type: 'optimisticUIError', errors, title }),
      success: kind('success'),
      error: kind('error'),
      warning: kind('warning'),
      neutral: kind('neutral'),
    };
  }, [duration, errorTitle, store]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {!store && (
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
      )}
    </ToastContext.Provider>
  );
}

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a <ToastProvider> above it');
  return api;
}
