import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { initI18n } from '../../i18n';
import { MeRolesQuery } from '../auth/graphql/auth';
import { ApprovalSettingsPage } from './ApprovalSettingsPage';
import { ApprovalSettingsQuery, UpdateApprovalSettingsMutation } from './graphql';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

function answerAs(roles: string[]) {
  vi.mocked(request).mockImplementation(async (document: unknown, variables: unknown) => {
    if (document === MeRolesQuery) return { me: { id: 'u1', roles } } as never;
    if (document === ApprovalSettingsQuery) return { approvalSettings: { releases: false, publishes: true } } as never;
    if (document === UpdateApprovalSettingsMutation)
      return { updateApprovalSettings: (variables as { input: object }).input } as never;
    throw new Error('unexpected request');
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApprovalSettingsPage />
    </QueryClientProvider>,
  );
}

describe('approval settings', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
  });

  it('lets an admin switch approval of releases on, keeping the other setting', async () => {
    answerAs(['admin']);
    renderPage();
    const releases = await screen.findByRole('switch', { name: 'Releases need approval' });
    await vi.waitFor(() => expect(releases).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Publishes need approval' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(releases);
    expect(request).toHaveBeenCalledWith(UpdateApprovalSettingsMutation, {
      input: { releases: true, publishes: true },
    });
    await vi.waitFor(() => expect(releases).toHaveAttribute('aria-checked', 'true'));
  });

  it('shows the settings to others without letting them change them', async () => {
    answerAs(['editor', 'approver']);
    renderPage();
    expect(await screen.findByText('Only an admin can change these settings.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Releases need approval' })).toBeDisabled();
  });
});
