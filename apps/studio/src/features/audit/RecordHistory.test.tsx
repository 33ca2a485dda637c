import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { initI18n } from '../../i18n';
import { formatDateTime } from '../../ui/format';
import { RecordHistory } from './RecordHistory';

vi.mock('../../api/client', () => ({ request: vi.fn() }));

const ENTRIES = [
  {
    id: '12',
    at: '2026-11-25T10:05:00Z',
    actorId: 'u1',
    actorName: 'ann@studio.test',
    operation: 'update',
    requestOperation: 'updateSmsTemplate',
    recordType: 'template',
    recordId: 't1',
    changedFields: ['content.bodyLiquid'],
  },
  {
    id: '3',
    at: '2026-11-24T09:00:00Z',
    actorId: null,
    actorName: null,
    operation: 'insert',
    requestOperation: null,
    recordType: 'template',
    recordId: 't1',
    changedFields: [],
  },
];
const DIFF = [
  {
    field: 'content.bodyLiquid',
    tooLarge: false,
    hunks: [
      {
        oldStart: 1,
        newStart: 1,
        lines: [
          { kind: 'removed', text: 'Pay now', oldNumber: 1, newNumber: null },
          { kind: 'added', text: 'Paid', oldNumber: null, newNumber: 1 },
        ],
      },
    ],
  },
];

type Variables = Record<string, unknown>;

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecordHistory recordType="template" recordId="t1" />
    </QueryClientProvider>,
  );
}

describe("a record's change log", () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(request).mockImplementation(async (_document, variables) =>
      (variables as Variables).id
        ? ({ auditEntry: { id: '12', diff: DIFF } } as never)
        : ({ auditLog: { totalCount: 2, list: ENTRIES } } as never),
    );
  });

  it("asks for the record's entries when opened and shows who did what and when", async () => {
    renderHistory();
    expect(request).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Change log' }));
    const items = await screen.findAllByTestId('audit-entry');
    expect(vi.mocked(request).mock.calls[0]?.[1]).toEqual({
      where: { recordType: 'template', recordId: 't1' },
      skip: 0,
      limit: 20,
    });
    expect(items).toHaveLength(2);
    const [changed, created] = items as [HTMLElement, HTMLElement];
    expect(changed).toHaveTextContent('Changed');
    expect(changed).toHaveTextContent(formatDateTime(ENTRIES[0]?.at));
    expect(changed).toHaveTextContent('ann@studio.test');
    expect(changed).toHaveTextContent('updateSmsTemplate');
    expect(created).toHaveTextContent('Created');
    expect(created).toHaveTextContent('unknown user');
    expect(within(created).queryByRole('button', { name: 'Show changes' })).toBeNull();
  });

  it('loads and shows the line diff of an entry on demand', async () => {
    renderHistory();
    await userEvent.click(screen.getByRole('button', { name: 'Change log' }));
    const [changed] = (await screen.findAllByTestId('audit-entry')) as [HTMLElement];
    await userEvent.click(within(changed).getByRole('button', { name: 'Show changes' }));
    expect(await within(changed).findByText('Pay now')).toBeInTheDocument();
    expect(within(changed).getByText('Paid')).toBeInTheDocument();
    expect(vi.mocked(request).mock.calls.at(-1)?.[1]).toEqual({ id: '12' });
    expect(within(changed).getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
  });
});
