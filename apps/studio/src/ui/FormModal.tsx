import { type ReactNode, useId } from 'react';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  cancelLabel: string;
  submitLabel: string;
  /** Enter in a field or the submit button; the browser's own checks are off (`noValidate`). */
  onSubmit: () => unknown;
  /** The submit button waits while this is true. */
  busy: boolean;
  /** The submit button stays disabled (the form says why). */
  disabled?: boolean;
  /** The submit button looks dangerous (a rejection). */
  danger?: boolean;
  /** The form's layout. */
  className?: string;
  children: ReactNode;
};

/** A modal holding one form: Cancel, then the submit button that belongs to the form. */
export function FormModal({
  open,
  title,
  onClose,
  size,
  cancelLabel,
  submitLabel,
  onSubmit,
  busy,
  disabled = false,
  danger = false,
  className,
  children,
}: Props) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <ModalActions
          cancelLabel={cancelLabel}
          onCancel={onClose}
          submitLabel={submitLabel}
          form={formId}
          disabled={busy || disabled}
          danger={danger}
        />
      }
    >
      <form
        id={formId}
        noValidate
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
