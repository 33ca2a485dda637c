import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../api/client';
import { setEnvironment } from '../../api/environment';
import { ApiError } from '../../api/errors';
import { initI18n } from '../../i18n';
import { AppsPageQuery } from '../apps/graphql/apps';
import { signedInAs } from '../auth/use-can.testing';
import { ProductsPageQuery } from '../products/graphql/products';
import { TemplatesListQuery } from '../templates/graphql/templates';
import { PromoteMutation, PromotionPlanQuery, PromotionTargetsQuery } from './graphql';
import { PromotionPage } from './PromotionPage';
import type { PromotionPlan } from './plan';
import { productItem, promotionPath } from './selection';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const PRODUCT = { plan: 'travel', type: 'single', version: '2' };
const PLAN: PromotionPlan = {
  errors: [],
  entries: [
    {
      kind: 'product',
      key: 'product:travel/single/2',
      name: 'Travel single',
      status: 'changed',
      requiredBy: null,
      changes: [
        {
          path: 'amountLogic',
          before: JSON.stringify('premium = 10\nreturn premium'),
          after: JSON.stringify('premium = 12\nreturn premium'),
        },
      ],
    },
    {
      kind: 'insurer',
      key: 'insurer:acme',
      name: 'Acme Insurance',
      status: 'new',
      requiredBy: 'product:travel/single/2',
      changes: [{ path: 'name', before: null, after: JSON.stringify('Acme Insurance') }],
    },
    {
      kind: 'benefit',
      key: 'product:travel/single/2/benefit:med',
      name: 'Medical',
      status: 'unchanged',
      requiredBy: 'product:travel/single/2',
      changes: [],
    },
  ],
};

function answer(plan: PromotionPlan = PLAN) {
  vi.mocked(request).mockImplementation(async (document: unknown) => {
    if (document === PromotionTargetsQuery)
      return { promotionTargets: [{ tenantId: 'test_uat', name: 'Acceptance' }] } as never;
    if (document === PromotionPlanQuery) return { promotionPlan: plan } as never;
    if (document === ProductsPageQuery)
      return { products_2: { totalCount: 1, list: [{ productId: PRODUCT, name: 'Travel single' }] } } as never;
    if (document === TemplatesListQuery) return { templates: { totalCount: 0, list: [] } } as never;
    if (document === AppsPageQuery) return { apps: { totalCount: 0, list: [] } } as never;
    throw new Error('unexpected request');
  });
}

function renderPage(url = promotionPath(productItem(PRODUCT), 'Travel single'), roles: string[] = ['editor']) {
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), roles as never);
  const router = createMemoryRouter([{ path: '/promotion', element: <PromotionPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function compareWith(target = 'test_uat') {
  await screen.findByRole('option', { name: `Acceptance (${target})` });
  await userEvent.selectOptions(screen.getByLabelText('Target environment'), target);
  await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
  return screen.findByTestId('promotion-plan');
}

describe('the Promote page', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
    setEnvironment({
      host: 'dev.example.com',
      tenantId: 'test_dev',
      clientId: 'studio',
      environment: 'Development',
      graphqlPath: '/graphql',
      filesPath: '/api/v1/files',
    });
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(mutate).mockReset();
    answer();
  });

  it('compares the preselected product version with the target, by status, with a field diff and who needs what', async () => {
    renderPage();
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Travel single/ })).toBeChecked();
    const plan = await compareWith();
    expect(request).toHaveBeenCalledWith(PromotionPlanQuery, {
      input: { targetTenantId: 'test_uat', items: [{ productId: PRODUCT }] },
    });
    const changed = within(plan).getByRole('region', { name: 'Changed' });
    expect(within(plan).getByRole('region', { name: 'New' })).toHaveTextContent('Acme Insurance');
    expect(within(plan).getByRole('region', { name: 'New' })).toHaveTextContent('Needed by Travel single');
    expect(within(plan).getByRole('region', { name: 'Unchanged' })).toHaveTextContent('Medical');
    await userEvent.click(within(changed).getByRole('button', { name: 'Show changes (1)' }));
    const field = changed.querySelector('[data-field="amountLogic"]') as HTMLElement;
    expect(within(field).getByText('premium = 10').closest('tr')).toHaveAttribute('data-kind', 'removed');
    expect(within(field).getByText('premium = 12').closest('tr')).toHaveAttribute('data-kind', 'added');
    expect(within(field).getByText('return premium').closest('tr')).toHaveAttribute('data-kind', 'same');
  });

  it('asks with the counts before promoting, then says what was copied', async () => {
    vi.mocked(mutate).mockResolvedValue({ promote: { status: 'success' } } as never);
    renderPage();
    await compareWith();
    await userEvent.click(screen.getByRole('button', { name: 'Promote' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote to Acceptance (test_uat)?' });
    expect(within(dialog).getByTestId('promotion-counts')).toHaveTextContent(
      '1 new item1 changed item1 unchanged item (left as it is)',
    );
    expect(mutate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(mutate).toHaveBeenCalledWith(
      PromoteMutation,
      { input: { targetTenantId: 'test_uat', items: [{ productId: PRODUCT }] } },
      expect.any(Function),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Promoted to Acceptance (test_uat): 2 items copied.');
  });

  it('says a failed promotion changed nothing, and why', async () => {
    vi.mocked(mutate).mockRejectedValue(
      new ApiError('The product travel/single/2 is released and frozen in the target.', 'promotion_target_frozen'),
    );
    renderPage();
    await compareWith();
    await userEvent.click(screen.getByRole('button', { name: 'Promote' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Promote' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was promoted: Acceptance (test_uat) is unchanged.');
    expect(alert).toHaveTextContent('released and frozen in the target');
  });

  it('shows the plan’s errors and will not promote while there are any', async () => {
    answer({
      entries: PLAN.entries,
      errors: [{ code: 'promotion_app_needs_product', message: 'The app quote uses product x.' }],
    });
    renderPage();
    const plan = await compareWith();
    expect(within(plan).getByRole('alert')).toHaveTextContent('The app quote uses product x.');
    expect(screen.getByRole('button', { name: 'Promote' })).toBeDisabled();
  });

  it('asks to compare again once the selection changed', async () => {
    renderPage();
    await compareWith();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Travel single' }));
    expect(screen.queryByTestId('promotion-plan')).not.toBeInTheDocument();
    expect(screen.getByText(/compare again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
  });

  it('is not offered to a viewer', async () => {
    renderPage(undefined, ['viewer']);
    expect(await screen.findByText('Only editors can promote.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare' })).not.toBeInTheDocument();
  });
});
