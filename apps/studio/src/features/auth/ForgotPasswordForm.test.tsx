import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../api/client';
import { setTestEnvironment } from '../../api/environment.testing';
import { initI18n } from '../../i18n';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RequestPasswordResetMutation } from './graphql/auth';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

describe('asking for a recovery link', () => {
  beforeAll(async () => {
    await initI18n();
    setTestEnvironment();
  });
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
  });

  it('asks for an address, then a valid one, before sending anything', async () => {
    render(<ForgotPasswordForm onBack={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email address/), 'someone@');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it("sends the address for the studio's tenant and says the same whatever the answer", async () => {
    vi.mocked(mutate)
      .mockResolvedValueOnce({} as never)
      .mockRejectedValueOnce(new Error('unknown address'));
    render(<ForgotPasswordForm onBack={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Email address/), ' someone@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for someone@example.com');
    expect(mutate).toHaveBeenCalledWith(
      RequestPasswordResetMutation,
      { tenantId: 'test', email: 'someone@example.com' },
      expect.any(Function),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText('There was an unexpected error, please try again later.')).toBeInTheDocument();
  });
});
