import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { changeLocale, initI18n } from '../../i18n';
import { ApprovalRequestsQuery } from './graphql';
import { PendingReleasesNotice } from './PendingReleasesNotice';

vi.mock('../../api/client', () => ({ request: vi.fn() }));

describe('the releases page’s pending notice', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });

  afterEach(() => changeLocale('en-US'));

  const renderNotice = (names: string[]) => {
    vi.mocked(request).mockImplementation(async (document: unknown, variables: unknown) => {
      expect(document).toBe(ApprovalRequestsQuery);
      expect(variables).toEqual({ where: { status: 'pending', kind: 'release' } });
      return { approvalRequests: names.map((name) => ({ name })) } as never;
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PendingReleasesNotice />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('names the releases waiting for approval, which the list does not show yet', async () => {
    renderNotice(['Spring rates', 'Winter']);
    expect(await screen.findByTestId('pending-releases')).toHaveTextContent(
      '2 releases are waiting for approval: Spring rates and Winter Decide on the dashboard',
    );
    expect(screen.getByRole('link', { name: 'Decide on the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("joins the names the locale's way in zh-HK", async () => {
    await changeLocale('zh-HK');
    renderNotice(['春季', '夏季', '冬季']);
    expect(await screen.findByTestId('pending-releases')).toHaveTextContent(
      '3 項產品發佈正等候審批： 春季、夏季及冬季',
    );
  });
});
