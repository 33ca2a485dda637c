import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../api/client';
import { ApiError } from '../../api/errors';
import { initI18n } from '../../i18n';
import { InviteUserMutation } from './graphql';
import { InviteUserModal } from './InviteUserModal';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

describe('inviting a user', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
  });

  it('asks for an address and a role before sending anything', async () => {
    render(<InviteUserModal open onClose={() => {}} onInvited={() => {}} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Viewer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one role.')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the trimmed address with the roles checked', async () => {
    vi.mocked(mutate).mockResolvedValue({} as never);
    const onInvited = vi.fn();
    render(<InviteUserModal open onClose={() => {}} onInvited={onInvited} />);
    await userEvent.type(screen.getByLabelText(/E-mail address/), ' new@studio.test ');
    await userEvent.click(screen.getByRole('checkbox', { name: /Approver/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(onInvited).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      InviteUserMutation,
      { email: 'new@studio.test', roles: ['approver', 'viewer'] },
      expect.any(Function),
    );
  });

  it("shows the server's refusal in the form", async () => {
    vi.mocked(mutate).mockRejectedValue(new ApiError('This address already has an account.', 'user_email_taken'));
    render(<InviteUserModal open onClose={() => {}} onInvited={() => {}} />);
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'taken@studio.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This address already has an account.');
  });
});
