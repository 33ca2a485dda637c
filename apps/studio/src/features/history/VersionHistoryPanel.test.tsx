import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { initI18n } from '../../i18n';
import type { HistorySource } from './history-source';
import { VersionHistoryPanel } from './VersionHistoryPanel';

const VERSIONS = [
  {
    id: '30',
    version: 3,
    sameAs: 1,
    createdAt: '2026-11-25T10:05:00Z',
    createdBy: { username: 'ann@studio.test' },
  },
  {
    id: '20',
    version: 2,
    sameAs: null,
    createdAt: '2026-11-25T10:01:00Z',
    createdBy: { username: 'bob@studio.test' },
  },
  { id: '10', version: 1, sameAs: null, createdAt: '2026-11-24T09:00:00Z', createdBy: null },
];
const DIFF = [
  {
    field: 'amount_logic',
    tooLarge: false,
    hunks: [
      {
        oldStart: 1,
        newStart: 1,
        lines: [
          { kind: 'removed', text: '{"*":[{"var":"sumInsured"},0.002]}', oldNumber: 1, newNumber: null },
          { kind: 'added', text: '{"*":[{"var":"sumInsured"},0.003]}', oldNumber: null, newNumber: 1 },
        ],
      },
    ],
  },
];

function fakeSource(restore: HistorySource['restore'] = vi.fn(async () => ({}))) {
  return {
    key: ['history', 'priceRule', 'p1'],
    page: vi.fn(async () => ({ totalCount: 3, list: VERSIONS })),
    diff: vi.fn(async () => DIFF),
    restore: vi.fn(restore),
  } satisfies HistorySource;
}

function renderPanel(source: HistorySource, canRestore: boolean) {
  const onRestored = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VersionHistoryPanel
        source={source}
        open
        dirty={false}
        canRestore={canRestore}
        confirmBody={(version) => `The price logic becomes as it was in version ${version}.`}
        onClose={() => {}}
        onRestored={onRestored}
      />
    </QueryClientProvider>,
  );
  return { onRestored };
}

describe('the shared version history panel', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });

  it("lists a record's versions, marks a restore, and compares the newest two through its source", async () => {
    const source = fakeSource();
    renderPanel(source, true);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-version'))).toEqual(['3', '2', '1']);
    expect(rows[0]).toHaveTextContent('same as version 1');
    expect(rows[1]).not.toHaveTextContent('same as');
    expect(await screen.findByText('Changes from version 2 to version 3')).toBeInTheDocument();
    expect(source.diff).toHaveBeenCalledWith('20', '30');
    expect(screen.getByRole('heading', { name: 'Price logic' })).toBeInTheDocument();
  });

  it('restores through its source after the confirmation, in the words of the record kind', async () => {
    const source = fakeSource();
    const { onRestored } = renderPanel(source, true);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveTextContent('The price logic becomes as it was in version 1.');
    expect(source.restore).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(source.restore).toHaveBeenCalledWith('10');
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
  });

  it('shows the refusal (a frozen version) and keeps the confirmation', async () => {
    const source = fakeSource(async () => {
      throw new ApiError('This product version is frozen.', 'product_frozen');
    });
    const { onRestored } = renderPanel(source, true);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This product version is frozen.');
    expect(screen.getByRole('alertdialog', { name: 'Restore version 2?' })).toBeInTheDocument();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('offers no restore to a role that may only read', async () => {
    renderPanel(fakeSource(), false);
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: /Restore version/ })).toBeNull();
    expect(await screen.findByText('Changes from version 2 to version 3')).toBeInTheDocument();
  });
});
