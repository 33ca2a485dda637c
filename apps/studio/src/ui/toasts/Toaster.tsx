import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts as studioToasts, type ToastKind, type ToastStore } from './toast-store';

const KIND_STYLES: Record<ToastKind, string> = {
  success: 'border-emerald-500 bg-emerald-50 text-emerald-900',
  error: 'border-red-500 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  neutral: 'border-slate-400 bg-white text-slate-900',
};

const POSITIONS = {
  'top-right': 'top-16 right-4',
  'bottom-right': 'bottom-4 right-4 flex-col-reverse',
} as const;

/**
 * Renders a toast store in a corner; errors are announced assertively. A surface with a store of
 * its own (the file explorer) takes the other corner, so its toasts never cover the studio's.
 */
export function Toaster({
  store = studioToasts,
  position = 'top-right',
}: {
  store?: ToastStore;
  position?: keyof typeof POSITIONS;
}) {
  const { t } = useTranslation();
  const list = useSyncExternalStore(store.subscribe, store.list);
  return (
    <div
      className={`pointer-events-none fixed z-50 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2 ${POSITIONS[position]}`}
    >
      {list.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${toast.kind}`}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg ${KIND_STYLES[toast.kind]}`}
        >
          <div className="flex-1 text-sm">
            {toast.title && <p className="font-semibold">{toast.title}</p>}
            <p>{toast.message}</p>
          </div>
          <button
            type="button"
            onClick={() => store.dismiss(toast.id)}
            className="rounded px-1 text-lg leading-none opacity-60 hover:opacity-100 focus-visible:outline-2"
            aria-label={t('toast.close')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
