import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { EditFileModal } from './EditFileModal';

const FILE = {
  type: 'file' as const,
  path: 'invoices/march.pdf',
  name: 'march.pdf',
  size: 10,
  isPublic: false,
  lastModifiedAt: null,
};

describe('editing a file', () => {
  beforeAll(() => initI18n({ featureTexts: true }));

  it('says a name is required under the field and saves nothing', async () => {
    const onSave = vi.fn(async () => true);
    render(<EditFileModal file={FILE} onClose={() => {}} onSave={onSave} />);
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'a/b');
    expect(await screen.findByText('Enter a name without / or \\')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the privacy and the new key, keeping the extension', async () => {
    const onSave = vi.fn(async () => true);
    const onClose = vi.fn();
    render(<EditFileModal file={FILE} onClose={onClose} onSave={onSave} />);
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Public' }));
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), ' april ');
    await userEvent.clear(screen.getByLabelText('Folder'));
    await userEvent.type(screen.getByLabelText('Folder'), 'archive');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({ isPublic: true, newKey: 'archive/april.pdf' });
  });
});
