import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { DeleteConfirmModal } from './DeleteConfirmModal';

describe('DeleteConfirmModal', () => {
  it('deletes only after the word DELETE is typed', async () => {
    await initI18n({ featureTexts: true });
    const onConfirm = vi.fn();
    render(<DeleteConfirmModal open name="travel_insurance" onCancel={() => undefined} onConfirm={onConfirm} />);
    // Spec 001 §5: the delete button appears only once DELETE is typed.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Type DELETE'), 'delete');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.clear(screen.getByLabelText('Type DELETE'));
    await userEvent.type(screen.getByLabelText('Type DELETE'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
