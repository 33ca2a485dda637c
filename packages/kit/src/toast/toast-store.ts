import { MAX_TOASTS, TOAST_DELAY_MS } from '@carrier/contracts';

import type { ToastKind } from './toast-model';

export type { ToastKind };

export type StoredToast = { id: number; kind: ToastKind; message: string; title?: string; persistent: boolean };
export type ToastOptions = { title?: string; persistent?: boolean };

/**
 * A toast store without React: toasts close after 10 s unless persistent; at most `limit` show at once,
 * the oldest giving way; the same message (kind, title and text) is never shown twice at once (the
 * older copy gives way). The studio keeps one store for all its screens and hands it to the kit's
 * ToastProvider, so the kit's widgets toast in the same place.
 */
export function createToastStore(limit = MAX_TOASTS, delayMs = TOAST_DELAY_MS) {
  let toasts: StoredToast[] = [];
  let currentLimit = limit;
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
    const toast: StoredToast = {
      id: nextId++,
      kind,
      message,
      title: options.title,
      persistent: options.persistent ?? false,
    };
    const same = (old: StoredToast) => old.kind === kind && old.message === message && old.title === toast.title;
    for (const old of toasts.filter(same)) clearTimeout(timers.get(old.id));
    const kept = toasts.filter((old) => !same(old));
    const overflow = kept.length + 1 - currentLimit;
    for (const old of kept.slice(0, Math.max(0, overflow))) {
      clearTimeout(timers.get(old.id));
      timers.delete(old.id);
    }
    toasts = [...kept.slice(Math.max(0, overflow)), toast];
    if (!toast.persistent)
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), delayMs),
      );
    emit();
    return toast.id;
  }

  /** Shows at most `max` while a surface is open (spec 001: 4 in the file explorer); call the result to restore. */
  function limitWhile(max: number): () => void {
    const previous = currentLimit;
    currentLimit = max;
    if (toasts.length > currentLimit) {
      for (const old of toasts.slice(0, toasts.length - currentLimit)) {
        clearTimeout(timers.get(old.id));
        timers.delete(old.id);
      }
      toasts = toasts.slice(toasts.length - currentLimit);
      emit();
    }
    return () => {
      currentLimit = previous;
    };
  }

  return {
    limitWhile,
    list: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismiss,
    show,
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    warning: (message: string, options?: ToastOptions) => show('warning', message, options),
    neutral: (message: string, options?: ToastOptions) => show('neutral', message, options),
  };
}
export type ToastStore = ReturnType<typeof createToastStore>;
