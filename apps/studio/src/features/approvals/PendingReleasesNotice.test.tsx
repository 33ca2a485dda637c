import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { initI18n } from '../../i18n';
import { ApprovalRequestsQuery } from './graphql';
import { PendingReleasesNotice } from './PendingReleasesNotice';

vi.mock('../../api/client', () => ({ request: vi.fn() }));

describe('the releases page’s pending notice', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });

  it('names the releases waiting for approval, which the list does not show yet', async () => {
    vi.mocked(request).mockImplementation(async (document: unknown, variables: unknown) => {
      expect(document).toBe(ApprovalRequestsQuery);
      expect(variables).toEqual({ where: { status: 'pending', kind: 'release' } });
      return { approvalRequests: [{ name: 'Spring rates' }, { name: 'Winter' }] } as never;
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PendingReleasesNotice />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('pending-releases')).toHaveTextContent(
      '2 releases are waiting for approval: Spring rates, Winter Decide on the dashboard',
    );
    expect(screen.getByRole('link', { name: 'Decide on the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
