import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { initI18n } from '../../../i18n';
import { formatDateTime } from '../../../ui/format';
import { TemplateHistoryPanel } from './TemplateHistoryPanel';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const VERSIONS = [
  {
    id: 'v3',
    version: 3,
    restoredFrom: 1,
    createdAt: '2026-11-25T10:05:00Z',
    createdBy: { username: 'ann@studio.test' },
  },
  {
    id: 'v2',
    version: 2,
    restoredFrom: null,
    createdAt: '2026-11-25T10:01:00Z',
    createdBy: { username: 'bob@studio.test' },
  },
  { id: 'v1', version: 1, restoredFrom: null, createdAt: '2026-11-24T09:00:00Z', createdBy: null },
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
          { kind: 'same', text: 'Dear {{ data.name }},', oldNumber: 1, newNumber: 1 },
          { kind: 'removed', text: 'your claim is open.', oldNumber: 2, newNumber: null },
          { kind: 'added', text: 'your claim is paid.', oldNumber: null, newNumber: 2 },
        ],
      },
    ],
  },
  { field: 'name', tooLarge: true, hunks: [] },
];

type Variables = Record<string, unknown>;
const diffCalls = () =>
  vi
    .mocked(request)
    .mock.calls.map(([, variables]) => variables as Variables)
    .filter((variables) => 'fromVersionId' in variables);

function renderPanel(dirty: boolean) {
  const onRestored = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TemplateHistoryPanel templateId="t1" open dirty={dirty} canRestore onClose={() => {}} onRestored={onRestored} />
    </QueryClientProvider>,
  );
  return { onRestored };
}

describe('the template history panel', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(mutate).mockReset();
    vi.mocked(request).mockImplementation(async (_document, variables) =>
      (variables as Variables).fromVersionId
        ? ({ templateVersionDiff: DIFF } as never)
        : ({ templateVersions: { totalCount: 3, list: VERSIONS } } as never),
    );
  });

  it('lists who saved each version and when, and shows the diff of the newest two, then of the two ticked', async () => {
    renderPanel(false);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-version'))).toEqual(['3', '2', '1']);
    expect(rows[0]).toHaveTextContent('Version 3');
    expect(rows[0]).toHaveTextContent('Current');
    expect(rows[0]).toHaveTextContent('restored from version 1');
    // The one date format of the studio (DD/MM/YYYY HH:mm:ss), in every locale.
    expect(rows[0]).toHaveTextContent(`ann@studio.test · ${formatDateTime('2026-11-25T10:05:00Z')}`);
    expect(rows[2]).toHaveTextContent('unknown user');
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Restore version 3' })).toBeNull();

    expect(await screen.findByText('Changes from version 2 to version 3')).toBeInTheDocument();
    expect(diffCalls()).toEqual([{ templateId: 't1', fromVersionId: 'v2', toVersionId: 'v3' }]);
    const removed = screen.getByText('your claim is open.').closest('tr');
    expect(removed).toHaveAttribute('data-kind', 'removed');
    expect(removed).toHaveClass('bg-red-50');
    expect(screen.getByText('your claim is paid.').closest('tr')).toHaveClass('bg-green-50');
    expect(screen.getByRole('heading', { name: 'SMS body' })).toBeInTheDocument();
    expect(screen.getByText('Too many changes to show line by line.')).toBeInTheDocument();

    // Ticking version 1 lets go of version 3 (ticked first): version 1 against version 2.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare version 1' }));
    expect(await screen.findByText('Changes from version 1 to version 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare version 3' })).not.toBeChecked();
    expect(diffCalls().at(-1)).toEqual({ templateId: 't1', fromVersionId: 'v1', toVersionId: 'v2' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare version 2' }));
    expect(screen.getByText('Tick two versions to see what changed between them.')).toBeInTheDocument();
  });

  it('asks before a restore, says unsaved changes are discarded, and reloads the editor after it', async () => {
    vi.mocked(mutate).mockResolvedValue({} as never);
    const { onRestored } = renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveTextContent('You have unsaved changes in the editor. Restoring discards them.');
    expect(mutate).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard my changes and restore' }));
    expect(vi.mocked(mutate).mock.calls[0]?.[1]).toEqual({ templateId: 't1', versionId: 'v1' });
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the confirmation and shows the reason when the restore fails', async () => {
    vi.mocked(mutate).mockRejectedValue(new ApiError('There is no template with this id.', 'template_not_found'));
    const { onRestored } = renderPanel(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no template with this id.');
    expect(screen.getByRole('alertdialog', { name: 'Restore version 2?' })).toBeInTheDocument();
    expect(onRestored).not.toHaveBeenCalled();
  });
});
