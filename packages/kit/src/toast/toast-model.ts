export type ToastKind = 'success' | 'error' | 'warning' | 'neutral';
export const TOAST_KINDS: readonly ToastKind[] = ['success', 'error', 'warning', 'neutral'];

/** An error as GraphQL results and thrown errors carry it. */
export type ErrorLike = string | { message: string };

export type ToastInput =
  | { type: ToastKind; content: string; title?: string; key?: string; duration?: number }
  | { type: 'optimisticUIError'; errors: readonly ErrorLike[]; title?: string; key?: string; duration?: number };

export type Toast = {
  key: string;
  type: ToastKind;
  content: string;
  title?: string;
  /** Milliseconds before it fades; 0 keeps it until dismissed. */
  duration: number;
  leaving: boolean;
};

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'leave'; key: string }
  | { type: 'remove'; key: string };

export const TOAST_FADE_MS = 1000;

let counter = 0;

/** Turns what callers pass into a toast; an optimisticUIError shows its title (default "Error") and first error. */
export function toToast(input: ToastInput, defaults: { duration: number; errorTitle: string }): Toast {
  const key = input.key ?? `toast-${++counter}`;
  const duration = input.duration ?? defaults.duration;
  if (input.type === 'optimisticUIError') {
    const first = input.errors[0];
    const content = typeof first === 'string' ? first : (first?.message ?? '');
    return { key, type: 'error', title: input.title ?? defaults.errorTitle, content, duration, leaving: false };
  }
  return { key, type: input.type, content: input.content, title: input.title, duration, leaving: false };
}

/** Adds (replacing one with the same key), fades and removes toasts, keeping at most `max`, newest last. */
export function toastReducer(max: number) {
  return (toasts: Toast[], action: ToastAction): Toast[] => {
    switch (action.type) {
      case 'add': {
        const rest = toasts.filter((toast) => toast.key !== action.toast.key);
        return [...rest, action.toast].slice(-max);
      }
      case 'leave':
        return toasts.map((toast) => (toast.key === action.key ? { ...toast, leaving: true } : toast));
      case 'remove':
        return toasts.filter((toast) => toast.key !== action.key);
    }
  };
}
