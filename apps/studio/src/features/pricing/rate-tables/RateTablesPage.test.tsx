import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { signedInAs } from '../../auth/use-can.testing';
import { RateTablesPage } from './RateTablesPage';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const operation = (document: unknown) =>
  ((document as DocumentNode).definitions[0] as { name?: { value: string } }).name?.value;
const table = (id: string, name: string, rate: string) => ({
  id,
  name,
  description: null,
  noGaps: false,
  outputs: ['rate'],
  columnLabels: null,
  lastModifiedAt: `2026-11-26T10:00:00Z#${name}`,
  inputs: [{ name: 'age', kind: 'exact' }],
  rows: [{ cells: ['30', rate] }],
});
const VERSIONS = [
  { id: 'v2', version: 2, sameAs: null, createdAt: '2026-11-26T10:00:00Z', createdBy: { username: 'ann@studio.test' } },
  { id: 'v1', version: 1, sameAs: null, createdAt: '2026-11-25T10:00:00Z', createdBy: { username: 'ann@studio.test' } },
];

describe('rate tables page', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });

  it('keeps a table selected when a version restored under its old name renames it', async () => {
    let restored = false;
    vi.mocked(request).mockImplementation(async (document) => {
      switch (operation(document)) {
        case 'rateTables':
          return {
            rateTables: [table('t-alpha', 'alpha', '1.00'), table('t-beta', restored ? 'beta_2025' : 'beta', '2.00')],
          } as never;
        case 'recordVersions':
          return { recordVersions: { totalCount: 2, list: VERSIONS } } as never;
        case 'recordVersionDiff':
          return { recordVersionDiff: [] } as never;
        default:
          return { products_2: { list: [{ name: 'Van', isFrozen: false }] } } as never;
      }
    });
    vi.mocked(mutate).mockImplementation(async () => {
      restored = true;
      return { status: 'success' } as never;
    });
    const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), ['editor']);
    const router = createMemoryRouter(
      [{ path: '/products/:productPlan/:productType/:productVersion/rates', element: <RateTablesPage /> }],
      { initialEntries: ['/products/motor/van/1.0/rates'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('navigation', { name: 'Tables of this version' });
    await userEvent.click(within(list).getByRole('button', { name: 'beta' }));
    expect(within(list).getByRole('button', { name: 'beta' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(mutate).toHaveBeenCalledWith(
      expect.anything(),
      { recordType: 'rateTable', recordId: 't-beta', versionId: 'v1' },
      expect.any(Function),
    );
    // The restored table is still the one shown, under the name it had then, not the first of the list.
    const renamed = await within(list).findByRole('button', { name: 'beta_2025' });
    expect(renamed).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: 'alpha' })).not.toHaveAttribute('aria-current');
  });
});
