import { MAX_TOASTS, TOAST_DELAY_MS } from '@carrier/contracts';

export type ToastKind = 'success' | 'error' | 'warning' | 'neutral';
export type Toast = { id: number; kind: ToastKind; message: string; title?: string; persistent: boolean };
type ToastOptions = { title?: string; persistent?: boolean };

/**
 * Toasts close after 10 s unless persistent; at most `limit` show at once, the oldest giving way.
 * One store per surface (the studio keeps 5, the file explorer 4).
 */
export function createToastStore(limit = MAX_TOASTS, delayMs = TOAST_DELAY_MS) {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function dismiss(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  function show(kind: ToastKind, message: string, options: ToastOptions = {}) {
    const toast: Toast = { id: nextId++, kind, message, title: options.title, persistent: options.persistent ?? false };
    const overflow = toasts.length + 1 - limit;
    for (const old of toasts.slice(0, Math.max(0, overflow))) {
      clearTimeout(timers.get(old.id));
      timers.delete(old.id);
    }
    toasts = [...toasts.slice(Math.max(0, overflow)), toast];
    if (!toast.persistent)
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), delayMs),
      );
    emit();
    return toast.id;
  }

  return {
    list: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismiss,
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    warning: (message: string, options?: ToastOptions) => show('warning', message, options),
    neutral: (message: string, options?: ToastOptions) => show('neutral', message, options),
  };
}
export type ToastStore = ReturnType<typeof createToastStore>;

/** The studio-wide toasts. */
export const toasts = createToastStore();
