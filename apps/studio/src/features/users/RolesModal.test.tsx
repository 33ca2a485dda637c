import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../api/client';
import { initI18n } from '../../i18n';
import { UpdateUserRolesMutation } from './graphql';
import { RolesModal } from './RolesModal';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const USER = { id: 'u1', email: 'editor@studio.test', roles: ['editor'], active: true };

describe("changing a user's roles", () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it('starts from the roles held and asks for at least one', async () => {
    render(<RolesModal user={USER} self={false} onClose={() => {}} onSaved={() => {}} />);
    const editor = screen.getByRole('checkbox', { name: /Editor/ });
    expect(editor).toBeChecked();
    await userEvent.click(editor);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one role.');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('saves the roles checked', async () => {
    const onSaved = vi.fn();
    render(<RolesModal user={USER} self={false} onClose={() => {}} onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Viewer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      UpdateUserRolesMutation,
      { userId: 'u1', roles: ['editor', 'viewer'] },
      expect.any(Function),
    );
  });
});
