import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useKitText } from '../i18n/locale-context';
import { cx } from '../shared/class-names';
import { useControllableState } from '../shared/use-controllable-state';

export type ModalSize = 'small' | 'default' | 'large';
export type ModalVariant = 'default' | 'default-large' | 'default-small' | 'default-smallest' | 'side';
export const MODAL_SIZES: readonly ModalSize[] = ['small', 'default', 'large'];
export const MODAL_VARIANTS: readonly ModalVariant[] = [
  'default',
  'default-large',
  'default-small',
  'default-smallest',
  'side',
];

export type ModalProps = {
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Width of a `default` variant; the other variants set their own. */
  size?: ModalSize;
  variant?: ModalVariant;
  closeOnBackdrop?: boolean;
  className?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/** A modal dialog: focus moves in and is kept inside, Escape or the close button closes, focus returns after. */
export function Modal({
  title,
  children,
  footer,
  open,
  defaultOpen = false,
  onOpenChange,
  size = 'default',
  variant = 'default',
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const { t } = useKitText();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement as HTMLElement | null;
    const body = dialogRef.current?.querySelector<HTMLElement>('.ck-modal__body');
    (focusables(body ?? null)[0] ?? dialogRef.current)?.focus();
    return () => previous?.focus?.();
  }, [isOpen]);

  if (!isOpen) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="ck-modal-layer">
      <div className="ck-modal-backdrop" aria-hidden="true" onClick={() => closeOnBackdrop && setOpen(false)} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('ck-modal', `ck-modal--${size}`, `ck-modal--${variant}`, className)}
        onKeyDown={onKeyDown}
      >
        <header className="ck-modal__header">
          <h2 className="ck-modal__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="ck-modal__close"
            aria-label={t('modal.close')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </header>
        <div className="ck-modal__body">{children}</div>
        {footer ? <footer className="ck-modal__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
