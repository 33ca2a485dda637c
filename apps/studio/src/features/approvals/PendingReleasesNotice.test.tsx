import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { changeLocale, initI18n } from '../../i18n';
import { MeRolesQuery } from '../auth/graphql/auth';
import { ApprovalRequestsQuery } from './graphql';
import { PendingReleasesNotice } from './PendingReleasesNotice';

vi.mock('../../api/client', () => ({ request: vi.fn() }));

describe('the releases page’s pending notice', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });

  afterEach(() => changeLocale('en-US'));

  /** `mine`: the names the signed-in user submitted; `roles`: theirs. */
  const renderNotice = (names: string[], options: { mine?: string[]; roles?: string[] } = {}) => {
    vi.mocked(request).mockImplementation(async (document: unknown, variables: unknown) => {
      if (document === MeRolesQuery) return { me: { id: 'u1', roles: options.roles ?? ['approver'] } } as never;
      expect(document).toBe(ApprovalRequestsQuery);
      expect(variables).toEqual({ where: { status: 'pending', kind: 'release' } });
      return {
        approvalRequests: names.map((name) => ({ name, mine: options.mine?.includes(name) ?? false })),
      } as never;
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
    expect(await screen.findByRole('link', { name: 'Decide on the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('pending-releases')).toHaveTextContent(
      '2 releases are waiting for approval: Spring rates and Winter Decide on the dashboard',
    );
  });

  it('tells a maker that an approver decides their release, not them', async () => {
    renderNotice(['Release Gov A'], { mine: ['Release Gov A'], roles: ['editor'] });
    const notice = await screen.findByTestId('pending-releases');
    await vi.waitFor(() =>
      expect(notice).toHaveTextContent(
        '1 release is waiting for approval: Release Gov A (an approver decides it) See or withdraw yours on the dashboard',
      ),
    );
    expect(notice).not.toHaveTextContent('Decide');
  });

  it('sends an approver to decide only when someone else submitted one', async () => {
    renderNotice(['Own'], { mine: ['Own'], roles: ['admin'] });
    const notice = await screen.findByTestId('pending-releases');
    await vi.waitFor(() => expect(notice).toHaveTextContent('(an approver decides it)'));
    expect(screen.getByRole('link', { name: 'See or withdraw yours on the dashboard' })).toBeInTheDocument();
  });

  it('tells a viewer where to see them', async () => {
    renderNotice(['Spring rates', 'Winter'], { roles: ['viewer'] });
    expect(await screen.findByRole('link', { name: 'See them on the dashboard' })).toBeInTheDocument();
  });

  it('tells the maker in zh-HK too', async () => {
    await changeLocale('zh-HK');
    renderNotice(['春季'], { mine: ['春季'], roles: ['editor'] });
    expect(await screen.findByRole('link', { name: '在主頁查看或撤回你的申請' })).toBeInTheDocument();
    expect(screen.getByTestId('pending-releases')).toHaveTextContent('（由審批人作出決定）');
  });

  it("joins the names the locale's way in zh-HK", async () => {
    await changeLocale('zh-HK');
    renderNotice(['春季', '夏季', '冬季']);
    expect(await screen.findByTestId('pending-releases')).toHaveTextContent(
      '3 項產品發佈正等候審批： 春季、夏季及冬季',
    );
  });
});
