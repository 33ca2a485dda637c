import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { setTestEnvironment } from '../../api/environment.testing';
import { initI18n } from '../../i18n';
import { AuditLogPage } from './AuditLogPage';
import { downloadCsv } from './download-csv';

vi.mock('../../api/client', () => ({ request: vi.fn() }));
vi.mock('./download-csv', () => ({ downloadCsv: vi.fn() }));

const ENTRY = {
  id: '7',
  at: '2026-11-25T10:05:00Z',
  actorId: 'u1',
  actorName: 'ann@studio.test',
  operation: 'delete',
  requestOperation: 'deleteRateTable',
  recordType: 'rate_table',
  recordId: 'rt-1',
  changedFields: ['name', 'rows'],
};

type Variables = { where?: Record<string, unknown>; skip?: number; limit?: number };
const listCalls = () =>
  vi
    .mocked(request)
    .mock.calls.map(([, variables]) => variables as Variables)
    .filter((variables) => variables.limit !== undefined);

function renderPage(url = '/audit') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/audit', element: <AuditLogPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the audit log page', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
    setTestEnvironment();
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(downloadCsv).mockReset();
    vi.mocked(request).mockImplementation(async (_document, variables) =>
      (variables as Variables).limit === undefined
        ? ({ auditLogCsv: 'at,actor\r\n' } as never)
        : ({ auditLog: { totalCount: 120, list: [ENTRY] } } as never),
    );
  });

  it('lists the entries in words, 50 a page, and pages on', async () => {
    const router = renderPage();
    const row = await screen.findByTestId('audit-row');
    expect(row).toHaveTextContent('Deleted');
    expect(row).toHaveTextContent('Rate table');
    expect(row).toHaveTextContent('rt-1');
    expect(row).toHaveTextContent('ann@studio.test');
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ skip: 50, limit: 50 }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('filters by record type and operation, and by an actor from a row', async () => {
    renderPage();
    await screen.findByTestId('audit-row');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Record' }), 'Rate table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Deleted');
    await waitFor(() => expect(listCalls().at(-1)?.where).toEqual({ recordType: 'rate_table', operation: 'delete' }));
    await userEvent.click(within(screen.getByTestId('audit-row')).getByRole('button', { name: 'ann@studio.test' }));
    await waitFor(() => expect(listCalls().at(-1)?.where).toMatchObject({ actorId: 'u1' }));
    expect(screen.getByText('Changes by')).toBeInTheDocument();
  });

  it('counts what matches once filtered, and says when the days are the wrong way round', async () => {
    renderPage('/audit?from=2026-11-27&to=2026-11-20');
    await screen.findByTestId('audit-row');
    expect(screen.getByText(/120 changes and sign-ins match these filters\./)).toBeInTheDocument();
    expect(screen.queryByText(/recorded\. Every change is kept/)).toBeNull();
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'This day is before the first day: no change can match.',
    );
  });

  it('downloads the filtered log as CSV', async () => {
    renderPage('/audit?type=template');
    await screen.findByTestId('audit-row');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledWith('at,actor\r\n', 'audit-log-test.csv'));
    expect(vi.mocked(request).mock.calls.at(-1)?.[1]).toEqual({ where: { recordType: 'template' } });
  });
});
