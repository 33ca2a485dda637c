import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../api/client';
import { initI18n } from '../../i18n';
import { signedInAs } from '../auth/use-can.testing';
import { UsersPage } from './UsersPage';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const USERS = [
  { id: 'admin-1', email: 'admin@studio.test', roles: ['admin'], active: true, createdAt: '2026-01-01T00:00:00Z' },
  { id: 'viewer-1', email: 'viewer@studio.test', roles: ['viewer'], active: true, createdAt: '2026-01-02T00:00:00Z' },
];

function renderPage(roles: Array<'admin' | 'viewer'>) {
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), roles, 'admin-1');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UsersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the users page', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(request)
      .mockReset()
      .mockResolvedValue({ users: USERS } as never);
    vi.mocked(mutate)
      .mockReset()
      .mockResolvedValue({} as never);
  });

  it('lists users with roles and status; the admin cannot deactivate themselves', async () => {
    renderPage(['admin']);
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(2);
    const [self, viewer] = rows as [HTMLElement, HTMLElement];
    expect(within(self).getByText('(you)')).toBeInTheDocument();
    expect(within(self).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(within(viewer).getByText('Viewer')).toBeInTheDocument();
    expect(within(viewer).getByText('Active')).toBeInTheDocument();

    await userEvent.click(within(viewer).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate viewer@studio.test?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(mutate).toHaveBeenCalledWith(expect.anything(), { userId: 'viewer-1' }, expect.any(Function));
  });

  it('invites by e-mail with the roles checked, after checking the address', async () => {
    renderPage(['admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await userEvent.type(within(dialog).getByLabelText(/E-mail address/), 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText(/E-mail address/));
    await userEvent.type(within(dialog).getByLabelText(/E-mail address/), 'new@studio.test');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Editor/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(mutate).toHaveBeenCalledWith(
      expect.anything(),
      { email: 'new@studio.test', roles: ['editor', 'viewer'] },
      expect.any(Function),
    );
  });

  it('tells a user who is not an admin that only an admin manages users, without asking for the list', async () => {
    renderPage(['viewer']);
    expect(await screen.findByText('Only an admin can manage users.')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});
