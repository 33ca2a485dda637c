import { Button } from './Button';

type Props = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** Either a click handler, or the id of the form the button submits. */
  onSubmit?: () => void;
  form?: string;
  disabled?: boolean;
  /** Cancel too can wait, e.g. while an upload runs. */
  cancelDisabled?: boolean;
  danger?: boolean;
  /** Show the action at all (a delete appears only once DELETE is typed). */
  showSubmit?: boolean;
};

/** The footer of a modal: cancel, then the action (a form's submit button or a click). */
export function ModalActions({
  cancelLabel,
  onCancel,
  submitLabel,
  onSubmit,
  form,
  disabled = false,
  cancelDisabled = false,
  danger = false,
  showSubmit = true,
}: Props) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      {showSubmit && (
        <Button
          variant={danger ? 'danger' : 'primary'}
          type={form ? 'submit' : 'button'}
          form={form}
          onClick={onSubmit}
          disabled={disabled}
        >
          {submitLabel}
        </Button>
      )}
    </>
  );
}
