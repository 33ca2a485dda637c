import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { FormModal } from './FormModal';
import { TextField } from './TextField';

const renderModal = (busy: boolean) => {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FormModal
      open
      title="Rename"
      onClose={onClose}
      cancelLabel="Cancel"
      submitLabel="Save"
      onSubmit={onSubmit}
      busy={busy}
    >
      <TextField label="Name" required />
    </FormModal>,
  );
  return { onSubmit, onClose };
};

describe('FormModal', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });

  it('submits its form from the footer button and from Enter, without the browser checks', async () => {
    const { onSubmit, onClose } = renderModal(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText(/Name/), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the submit button waiting while busy; Cancel closes', async () => {
    const { onSubmit, onClose } = renderModal(true);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
