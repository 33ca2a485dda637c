import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../api/client';
import { changeLocale, initI18n } from '../../i18n';
import { MeRolesQuery } from '../auth/graphql/auth';
import { ApprovalsSection } from './ApprovalsSection';
import { ApprovalRequestsQuery, CancelRequestMutation, RejectRequestMutation } from './graphql';
import type { ApprovalRequest } from './RequestRow';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const base = {
  description: null,
  comment: null,
  decidedAt: null,
  decidedBy: null,
  createdAt: '2026-11-20T09:30:00.000Z',
} as const;
const theirs: ApprovalRequest = {
  ...base,
  id: 'r1',
  kind: 'release',
  status: 'pending',
  name: 'Spring rates',
  products: ['motor/van/2'],
  mine: false,
  maker: { username: 'maker@studio.test' },
};
const own: ApprovalRequest = {
  ...base,
  id: 'p1',
  kind: 'publish',
  status: 'pending',
  name: 'Shop',
  products: [],
  description: 'launch',
  mine: true,
  maker: { username: 'me@studio.test' },
};
const rejected: ApprovalRequest = {
  ...own,
  id: 'p0',
  status: 'rejected',
  comment: 'Wrong banner',
  decidedBy: { username: 'checker@studio.test' },
  decidedAt: '2026-11-21T10:00:00.000Z',
};

function answerAs(roles: string[]) {
  vi.mocked(request).mockImplementation(async (document: unknown, variables: unknown) => {
    if (document === MeRolesQuery) return { me: { id: 'u1', roles } } as never;
    if (document === ApprovalRequestsQuery) {
      const where = (variables as { where: { status?: string; mine?: boolean } }).where;
      return { approvalRequests: where.mine ? [own, rejected] : [theirs, own] } as never;
    }
    throw new Error('unexpected request');
  });
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ApprovalsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The lists once loaded: waiting for a decision, then the user's own requests. */
async function lists() {
  await screen.findAllByTestId('approval-request');
  return screen.getAllByRole('list').map((list) => within(list));
}
const waitingList = async () => (await lists())[0] as ReturnType<typeof within>;

describe('the dashboard’s approvals', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });
  afterEach(() => changeLocale('en-US'));

  it('lets an approver approve or reject another user’s request, and its maker only withdraw their own', async () => {
    answerAs(['approver']);
    renderSection();
    const [waiting, mine] = await lists();
    // One's own request waits for someone else's decision: it is listed once, under "Your requests".
    expect(screen.getByRole('heading', { name: 'Waiting for a decision' })).toBeInTheDocument();
    const [first, ...others] = waiting?.getAllByTestId('approval-request') ?? [];
    expect(others).toEqual([]);
    expect(first).toHaveTextContent('Spring rates');
    expect(first).toHaveTextContent('Product versions: motor/van/2');
    expect(await within(first as HTMLElement).findByRole('button', { name: 'Approve' })).toBeEnabled();
    const [ownPending, decided] = mine?.getAllByTestId('approval-request') ?? [];
    expect(ownPending).toHaveTextContent('Shop');
    expect(ownPending).toHaveTextContent('You submitted it: a user with the approver role decides it.');
    expect(within(ownPending as HTMLElement).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(decided as HTMLElement).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await userEvent.click(within(ownPending as HTMLElement).getByRole('button', { name: 'Withdraw' }));
    expect(mutate).toHaveBeenCalledWith(CancelRequestMutation, { id: 'p1' }, expect.any(Function));
  });

  it('does not offer a maker who is no approver their own request as one waiting for a decision', async () => {
    answerAs(['editor']);
    renderSection();
    const [waiting, mine] = await lists();
    expect(screen.queryByRole('heading', { name: 'Waiting for a decision' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Other users’ requests waiting for an approver' })).toBeInTheDocument();
    expect(waiting?.getAllByTestId('approval-request').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Spring rates'),
    ]);
    expect(mine?.getAllByTestId('approval-request')[0]).toHaveTextContent('Shop');
    expect(mine?.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('asks for a comment before a rejection is sent', async () => {
    answerAs(['approver']);
    renderSection();
    const first = (await waitingList()).getAllByTestId('approval-request')[0] as HTMLElement;
    await userEvent.click(await within(first).findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Spring rates”?' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    expect(dialog).toHaveTextContent('Say why it is rejected.');
    await userEvent.type(within(dialog).getByLabelText(/^Comment/), 'Rates too low');
    await userEvent.click(reject);
    expect(mutate).toHaveBeenCalledWith(
      RejectRequestMutation,
      { id: 'r1', comment: 'Rates too low' },
      expect.any(Function),
    );
  });

  it('tells the maker how their requests were decided, with the comment', async () => {
    answerAs(['editor']);
    renderSection();
    const [waiting, mine] = await lists();
    const decided = mine?.getAllByTestId('approval-request')[1] as HTMLElement;
    expect(within(decided).getByTestId('approval-status')).toHaveTextContent('Rejected');
    expect(decided).toHaveTextContent('Decided by checker@studio.test');
    expect(decided).toHaveTextContent('Wrong banner');
    // An editor is no approver: nothing to approve.
    expect(waiting?.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('speaks Hong Kong Chinese', async () => {
    await changeLocale('zh-HK');
    answerAs(['approver']);
    renderSection();
    expect(await screen.findByRole('heading', { name: '審批' })).toBeInTheDocument();
    const first = (await waitingList()).getAllByTestId('approval-request')[0] as HTMLElement;
    expect(await within(first).findByRole('button', { name: '批准' })).toBeInTheDocument();
    expect(first).toHaveTextContent('產品發佈');
    expect(within(first).getByTestId('approval-status')).toHaveTextContent('待審批');
    expect(screen.getByText('此申請由你提交，須由具審批權限的用戶決定；在此之前你可以撤回。')).toBeInTheDocument();
  });
});
