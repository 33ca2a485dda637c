import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../api/client';
import { changeLocale, initI18n } from '../../i18n';
import { DecisionNotices } from './DecisionNotices';
import { ApprovalRequestsQuery, DismissApprovalDecisionMutation } from './graphql';
import type { ApprovalRequest } from './RequestRow';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const decided = (id: string, name: string, status: string, comment: string | null): ApprovalRequest => ({
  id,
  kind: 'release',
  status,
  name,
  description: null,
  products: [],
  mine: true,
  comment,
  createdAt: '2026-11-20T09:30:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
  maker: { username: 'me@studio.test' },
  decidedBy: { username: 'checker@studio.test' },
});

/** The server's unseen decisions: a dismissed one is gone from the next answer. */
function serverWith(notices: ApprovalRequest[]) {
  let unseen = notices;
  vi.mocked(request).mockImplementation(async (document: unknown, variables: unknown) => {
    expect(document).toBe(ApprovalRequestsQuery);
    expect(variables).toEqual({ where: { decisionUnseen: true } });
    return { approvalRequests: unseen } as never;
  });
  vi.mocked(mutate).mockImplementation(async (document: unknown, variables: unknown) => {
    expect(document).toBe(DismissApprovalDecisionMutation);
    unseen = unseen.filter((item) => item.id !== (variables as { id: string }).id);
    return {} as never;
  });
}

const renderNotices = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DecisionNotices />
    </QueryClientProvider>,
  );

describe('the top bar’s approval decisions', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(mutate).mockReset();
  });
  afterEach(() => changeLocale('en-US'));

  it('counts the decisions the maker has not dismissed, shows each with its comment, and dismisses them', async () => {
    serverWith([
      decided('a', 'Spring rates', 'approved', 'Looks right'),
      decided('b', 'Winter', 'rejected', 'Wrong rate'),
    ]);
    renderNotices();
    const bell = await screen.findByRole('button', { name: '2 decisions on your requests' });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Decisions on your requests' });
    const [spring, winter] = within(dialog).getAllByTestId('approval-request');
    expect(spring).toHaveTextContent('Spring rates');
    expect(spring).toHaveTextContent('Approved');
    expect(spring).toHaveTextContent('Looks right');
    expect(winter).toHaveTextContent('Rejected');
    expect(winter).toHaveTextContent('Wrong rate');
    await userEvent.click(within(spring as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(mutate).toHaveBeenCalledWith(DismissApprovalDecisionMutation, { id: 'a' }, expect.any(Function));
    expect(await screen.findByRole('button', { name: '1 decision on your requests' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByTestId('approval-request')).toHaveLength(1));
  });

  it('shows nothing without an undismissed decision', async () => {
    serverWith([]);
    renderNotices();
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(screen.queryByTestId('approval-notices')).not.toBeInTheDocument();
  });

  it('speaks zh-HK', async () => {
    await changeLocale('zh-HK');
    serverWith([decided('b', 'Winter', 'rejected', 'Wrong rate')]);
    renderNotices();
    await userEvent.click(await screen.findByRole('button', { name: '你的申請有 1 項決定' }));
    const dialog = await screen.findByRole('dialog', { name: '你的申請的決定' });
    expect(within(dialog).getByText('已拒絕')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '標示為已讀' })).toBeInTheDocument();
  });
});
