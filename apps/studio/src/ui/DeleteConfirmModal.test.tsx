import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { DeleteConfirmModal } from './DeleteConfirmModal';

describe('DeleteConfirmModal', () => {
  it('deletes only after the word DELETE is typed', async () => {
    await initI18n();
    const onConfirm = vi.fn();
    render(<DeleteConfirmModal open name="travel_insurance" onCancel={() => undefined} onConfirm={onConfirm} />);
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type DELETE'), 'delete');
    expect(remove).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type DELETE'));
    await userEvent.type(screen.getByLabelText('Type DELETE'), 'DELETE');
    await userEvent.click(remove);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
