import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { signedInAs } from '../../auth/use-can.testing';
import { AdjustmentCodesPage } from './AdjustmentCodesPage';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const operation = (document: unknown) =>
  ((document as DocumentNode).definitions[0] as { name?: { value: string } }).name?.value;
const code = (overrides: Record<string, unknown>) => ({
  name: 'Code',
  description: null,
  kind: 'ratio',
  ratio: 10,
  formattedRatio: '10.00',
  flat: null,
  formattedFlat: null,
  currencyCode: null,
  calculationLogic: null,
  condition: null,
  order: 1,
  ...overrides,
});

function renderCodes(isFrozen: boolean, roles: Role[] = ['editor']) {
  vi.mocked(request).mockImplementation(async (document) => {
    if (operation(document) === 'auditLog') return { auditLog: { totalCount: 0, list: [] } } as never;
    return operation(document) === 'discountCodesPage'
      ? ({
          codes: {
            totalCount: 2,
            list: [
              code({ id: 'ncd-row', code: 'NCD', name: 'No claims', condition: '{"==":[{"var":"claims"},0]}' }),
              code({ id: 'ten-row', code: 'TEN', name: 'Ten off' }),
            ],
          },
        } as never)
      : ({ products_2: { list: [{ name: 'Van', isFrozen }] } } as never);
  });
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), roles);
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  const router = createMemoryRouter(
    [
      {
        path: '/products/:productPlan/:productType/:productVersion/discounts',
        element: <AdjustmentCodesPage kind="discount" />,
      },
    ],
    { initialEntries: ['/products/motor/van/1.0/discounts'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { invalidated };
}

describe('the discount codes page', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it("shows each code's condition, or that it always applies", async () => {
    renderCodes(false);
    const [ncd, ten] = await screen.findAllByTestId('code-row');
    expect(within(ncd as HTMLElement).getByTestId('code-condition')).toHaveTextContent('{"==":[{"var":"claims"},0]}');
    expect(within(ten as HTMLElement).getByText('Always')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Applies when' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add discount code' })).toBeEnabled();
  });

  it('disables adding, updating and removing the codes of a released version, saying why', async () => {
    renderCodes(true);
    const reason = 'Released versions are frozen: this cannot be changed.';
    expect(await screen.findByTestId('frozen-banner')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: '+ Add discount code' });
    expect(add).toBeDisabled();
    expect(add).toHaveAttribute('title', reason);
    const [row] = await screen.findAllByTestId('code-row');
    for (const name of ['Update', 'Remove']) {
      expect(within(row as HTMLElement).getByRole('button', { name })).toBeDisabled();
      expect(within(row as HTMLElement).getByRole('button', { name })).toHaveAttribute('title', reason);
    }
  });

  it("runs the version's test cases again once a code changes", async () => {
    const { invalidated } = renderCodes(false);
    const [row] = await screen.findAllByTestId('code-row');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Remove' }));
    await userEvent.type(await screen.findByLabelText('Type DELETE'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: ['test-cases', 'motor', 'van', '1.0'] }));
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['impact', 'motor', 'van', '1.0'] });
  });

  it("opens a code's change log, for a viewer too, by the code's record id", async () => {
    renderCodes(false, ['viewer']);
    const [, ten] = await screen.findAllByTestId('code-row');
    await userEvent.click(within(ten as HTMLElement).getByRole('button', { name: 'Change log' }));
    expect(await screen.findByRole('dialog', { name: 'Change log' })).toBeInTheDocument();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(expect.anything(), {
        where: { recordType: 'adjustment_code', recordId: 'ten-row' },
        skip: 0,
        limit: 20,
      }),
    );
  });

  it('shows a viewer the codes without a way to add, update or remove them', async () => {
    renderCodes(false, ['viewer']);
    const [row] = await screen.findAllByTestId('code-row');
    expect(within(row as HTMLElement).getByText('No claims')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add discount code' })).not.toBeInTheDocument();
    expect(within(row as HTMLElement).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(within(row as HTMLElement).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});
