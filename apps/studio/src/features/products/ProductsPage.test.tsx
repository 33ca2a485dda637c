import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { ApiError } from '../../api/errors';
import { initI18n } from '../../i18n';
import { signedInAs } from '../auth/use-can.testing';
import { ProductsPage } from './ProductsPage';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));
const requested = vi.mocked(request);

const GROUPS = 12;
/** The server's answer: groups newest first, each with 3 versions. */
function answer(variables: { limit?: number | null; skip?: number | null }) {
  const skip = variables.skip ?? 0;
  const list = Array.from({ length: Math.max(0, Math.min(variables.limit ?? GROUPS, GROUPS - skip)) }, (_, i) => ({
    plan: 'travel',
    type: `type_${skip + i}`,
    versionCount: 3,
    latest: { name: `Travel ${skip + i}`, insurer: { id: 'harbour_mutual', name: 'Harbour Mutual' } },
  }));
  return { productGroups: { totalCount: GROUPS, productCount: GROUPS * 3, list } };
}

function renderPage(roles: Role[] = ['editor']) {
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), roles);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the products list', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    requested.mockReset();
    requested.mockImplementation(async (_document, variables) => answer(variables as { limit: number; skip: number }));
  });

  it('pages by plan + type, ten rows at a time, counting products in the heading', async () => {
    renderPage();
    expect(await screen.findByText('Showing 1–10 of 12 plans and types')).toBeInTheDocument();
    expect(screen.getByTestId('products-total')).toHaveTextContent(/^36$/);
    const rows = () => screen.getAllByRole('button', { name: /^Show the versions of/ });
    expect(rows()).toHaveLength(10);
    const first = screen.getByRole('row', { name: /type_0/ });
    expect(within(first).getByText('Travel 0')).toBeInTheDocument();
    expect(within(first).getByText('Harbour Mutual')).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: '3 versions' })).toBeInTheDocument();
    expect(requested).toHaveBeenLastCalledWith(expect.anything(), { limit: 10, skip: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–12 of 12 plans and types')).toBeInTheDocument();
    expect(requested).toHaveBeenLastCalledWith(expect.anything(), { limit: 10, skip: 10 });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getAllByRole('table')[0]).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers the dotted add box when there is nothing to list', async () => {
    requested.mockResolvedValue({ productGroups: { totalCount: 0, productCount: 0, list: [] } });
    renderPage();
    expect(await screen.findByRole('button', { name: /Add new product/ })).toBeInTheDocument();
    expect(screen.getByTestId('products-total')).toHaveTextContent(/^0$/);
  });

  it.each([['viewer' as const], ['approver' as const]])(
    'offers the %s role no create card on an empty list: it says there are none yet, and who adds them',
    async (role) => {
      requested.mockResolvedValue({ productGroups: { totalCount: 0, productCount: 0, list: [] } });
      renderPage([role]);
      expect(await screen.findByTestId('products-empty')).toHaveTextContent(
        'There are no products yet. Editors and admins can add them.',
      );
      expect(screen.queryByRole('button', { name: /Add new product/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Create product/ })).toBeNull();
    },
  );

  it('counts one plan and type in the singular', async () => {
    requested.mockResolvedValue({
      productGroups: {
        totalCount: 1,
        productCount: 1,
        list: [{ plan: 'travel', type: 'single', versionCount: 1, latest: { name: 'Travel', insurer: null } }],
      },
    });
    renderPage();
    expect(await screen.findByText('1 product version in 1 plan and type')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1 plan and type')).toBeInTheDocument();
  });

  it('says a failed load in place, with a retry, instead of "no products yet"', async () => {
    requested.mockRejectedValueOnce(new ApiError('db down', undefined, 'graphql'));
    renderPage();
    const failed = await screen.findByTestId('load-failed');
    expect(failed).toHaveTextContent('This could not be loaded.');
    expect(failed).toHaveTextContent('There was an unexpected error, please try again later.');
    expect(failed).not.toHaveTextContent('db down');
    expect(screen.queryByRole('button', { name: /Add new product/ })).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–10 of 12 plans and types')).toBeInTheDocument();
  });

  it('offers a viewer no way to create a product or a version', async () => {
    renderPage(['viewer']);
    const toggle = await screen.findByRole('button', { name: 'Show the versions of travel / type_0' });
    expect(screen.queryByRole('button', { name: /Create product/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(await screen.findByRole('heading', { name: 'Versions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create version' })).not.toBeInTheDocument();
  });
});
