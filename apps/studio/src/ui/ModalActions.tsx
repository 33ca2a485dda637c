import { Button } from './Button';

type Props = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** Either a click handler, or the id of the form the button submits. */
  onSubmit?: () => void;
  form?: string;
  disabled?: boolean;
  danger?: boolean;
};

/** The footer of a modal: cancel, then the action (a form's submit button or a click). */
export function ModalActions({
  cancelLabel,
  onCancel,
  submitLabel,
  onSubmit,
  form,
  disabled = false,
  danger = false,
}: Props) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        variant={danger ? 'danger' : 'primary'}
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onSubmit}
        disabled={disabled}
      >
        {submitLabel}
      </Button>
    </>
  );
}
