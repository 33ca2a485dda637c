import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogsChanged } from './toasts/top-layer';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Centred on the page, or a panel sliding in from the right. */
  placement?: 'center' | 'side';
};

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };
const PLACEMENTS = {
  center: { dialog: 'm-auto w-full rounded-xl backdrop:bg-slate-900/40', body: '' },
  side: {
    dialog:
      'fixed inset-y-0 right-0 left-auto m-0 flex h-full max-h-none w-full max-w-xl flex-col backdrop:bg-slate-900/30',
    body: 'flex-1 overflow-y-auto',
  },
};

/** A modal dialog on the native <dialog>: focus trap, Escape to close and the backdrop come with it. */
export function Modal({ open, title, onClose, children, footer, size = 'md', placement = 'center' }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
    dialogsChanged();
    return () => {
      // Unmounting removes the dialog after this runs: tell the toasts once it is gone.
      queueMicrotask(dialogsChanged);
    };
  }, [open]);
  if (!open) return null;
  const layout = PLACEMENTS[placement];
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`bg-white p-0 shadow-2xl ${layout.dialog} ${placement === 'center' ? WIDTHS[size] : ''}`}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('toast.close')}
          className="rounded px-2 text-xl text-slate-500 hover:text-slate-900"
        >
          ×
        </button>
      </div>
      <div className={`px-6 py-4 ${layout.body}`}>{children}</div>
      {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-4">{footer}</div>}
    </dialog>
  );
}
