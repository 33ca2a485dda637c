import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toasts as studioToasts, type ToastKind, type ToastStore } from './toast-store';
import { subscribeDialogs, topDialog } from './top-layer';

const KIND_STYLES: Record<ToastKind, string> = {
  success: 'border-emerald-500 bg-emerald-50 text-emerald-900',
  error: 'border-red-500 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  neutral: 'border-slate-400 bg-white text-slate-900',
};

/**
 * The studio's one toast area: top of the screen on phones (clear of a modal's footer buttons),
 * bottom-left from the sm breakpoint (clear of page titles' main actions at the top right, side panels
 * and row actions at the right). Above modals: inside the newest open dialog while there is one.
 * Errors are announced assertively.
 */
export function Toaster({ store = studioToasts }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const list = useSyncExternalStore(store.subscribe, store.list);
  const dialog = useSyncExternalStore(subscribeDialogs, topDialog, () => null);
  const area = (
    <section
      aria-label={t('toast.region')}
      data-testid="toasts"
      className="pointer-events-none fixed inset-x-2 top-2 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:top-auto sm:bottom-4 sm:left-4 sm:w-96 sm:flex-col-reverse"
    >
      {list.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${toast.kind}`}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-left shadow-lg ${KIND_STYLES[toast.kind]}`}
        >
          <div className="min-w-0 flex-1 text-sm break-words">
            {toast.title && <p className="font-semibold">{toast.title}</p>}
            <p>{toast.message}</p>
          </div>
          <button
            type="button"
            onClick={() => store.dismiss(toast.id)}
            className="rounded px-1 text-lg leading-none opacity-60 hover:opacity-100 focus-visible:outline-2"
            aria-label={t('toast.dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
  return createPortal(area, dialog ?? document.body);
}
