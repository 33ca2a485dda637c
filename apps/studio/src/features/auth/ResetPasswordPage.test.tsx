import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../api/client';
import { setTestEnvironment } from '../../api/environment.testing';
import { ApiError } from '../../api/errors';
import { changeLocale, initI18n } from '../../i18n';
import { ResetPasswordMutation } from './graphql/auth';
import { ResetPasswordPage } from './ResetPasswordPage';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>Sign in</p> },
    ],
    { initialEntries: ['/reset-password?token=tok-1'] },
  );
  render(<RouterProvider router={router} />);
}

const fill = async (password: string, repeat: string) => {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Repeat the new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
};

describe('choosing a new password', () => {
  beforeAll(async () => {
    await initI18n();
    setTestEnvironment();
  });
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
  });

  it('asks for both fields, long enough and alike, before sending anything', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await fill('short', 'short');
    expect(await screen.findByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await fill('long enough', 'long enougH');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it("sends the link's token with the new password, then goes to sign in", async () => {
    vi.mocked(mutate).mockResolvedValue({} as never);
    renderPage();
    await fill('long enough', 'long enough');
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(mutate).toHaveBeenCalledWith(
      ResetPasswordMutation,
      { tenantId: 'test', token: 'tok-1', newPassword: 'long enough' },
      expect.any(Function),
    );
  });

  it('says a used or expired link in zh-HK too, by its code', async () => {
    vi.mocked(mutate).mockRejectedValue(
      new ApiError('This recovery link is invalid or has expired.', 'reset_link_invalid'),
    );
    await changeLocale('zh-HK');
    try {
      renderPage();
      await userEvent.type(screen.getByLabelText(/^新密碼/), 'long enough');
      await userEvent.type(screen.getByLabelText(/^再次輸入新密碼/), 'long enough');
      await userEvent.click(screen.getByRole('button', { name: '設定新密碼' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('此重設連結無效或已過期，請重新申請。');
    } finally {
      await changeLocale('en-US');
    }
  });

  it("shows the server's refusal in the form", async () => {
    vi.mocked(mutate).mockRejectedValue(new ApiError('This recovery link has expired.', 'reset_token_expired'));
    renderPage();
    await fill('long enough', 'long enough');
    expect(await screen.findByRole('alert')).toHaveTextContent('This recovery link has expired.');
  });
});
