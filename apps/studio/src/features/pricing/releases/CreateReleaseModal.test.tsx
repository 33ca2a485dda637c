import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { changeLocale, initI18n } from '../../../i18n';
import { toasts } from '../../../ui/toasts/toast-store';
import { ApprovalRequestsQuery } from '../../approvals/graphql';
import { CreateReleaseMutation, ReleasableProductsQuery, ReleasesQuery } from '../graphql/releases';
import { CreateReleaseModal } from './CreateReleaseModal';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

describe('creating a release', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  /** Van 1.0 is released (in "Vans 2025"), 3.0 waits in the pending release "Vans 2027"; 2.0 is free. */
  const answer = (released: Array<{ name: string; version: string }> = [{ name: 'Vans 2025', version: '1.0' }]) =>
    vi.mocked(request).mockImplementation(async (document: unknown) => {
      if (document === ReleasableProductsQuery)
        return {
          products_2: {
            list: ['1.0', '2.0', '3.0'].map((version) => ({
              productId: { plan: 'motor', type: 'van', version },
              name: 'Van',
              isFrozen: version === '1.0',
            })),
          },
        } as never;
      if (document === ReleasesQuery)
        return {
          releases: {
            totalCount: released.length,
            list: released.map(({ name, version }) => ({
              id: name,
              name,
              products: [{ productId: { plan: 'motor', type: 'van', version } }],
            })),
          },
        } as never;
      if (document === ApprovalRequestsQuery)
        return { approvalRequests: [{ name: 'Vans 2027', products: ['motor/van/3.0'] }] } as never;
      throw new Error('unexpected request');
    });
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
    vi.mocked(request).mockReset();
    answer();
  });
  afterEach(() => changeLocale('en-US'));

  const renderModal = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CreateReleaseModal open onClose={() => {}} onCreated={() => {}} />
      </QueryClientProvider>,
    );

  it('offers no version already released or waiting in a pending release, saying which release holds it', async () => {
    renderModal();
    const van = (version: string) => screen.findByRole('checkbox', { name: new RegExp(`motor/van/${version}`) });
    expect(await van('1\\.0')).toBeDisabled();
    await vi.waitFor(() => expect(screen.getAllByTestId('version-taken')).toHaveLength(2));
    expect(await van('3\\.0')).toBeDisabled();
    expect(await van('2\\.0')).toBeEnabled();
    const [released, pending] = screen.getAllByTestId('version-taken');
    expect(released).toHaveTextContent('Already in the release “Vans 2025”: a version is in one release only.');
    expect(pending).toHaveTextContent(
      'In the release “Vans 2027”, waiting for approval: a version is in one release only.',
    );
  });

  it('says it in Hong Kong Chinese, and a released version whose release is not listed as released', async () => {
    await changeLocale('zh-HK');
    answer([]);
    renderModal();
    await vi.waitFor(() => expect(screen.getAllByTestId('version-taken')).toHaveLength(2));
    const [released, pending] = screen.getAllByTestId('version-taken');
    expect(released).toHaveTextContent('已發佈：每個版本只可在一個產品發佈中。');
    expect(pending).toHaveTextContent('已在等候審批的產品發佈「Vans 2027」中：每個版本只可在一個產品發佈中。');
  });

  it('says why Release Product is disabled until the form can be released', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CreateReleaseModal open onClose={() => {}} onCreated={() => {}} />
      </QueryClientProvider>,
    );
    const release = screen.getByRole('button', { name: 'Release Product' });
    expect(release).toBeDisabled();
    expect(screen.getByTestId('release-blocked-by')).toHaveTextContent('Release Product needs a name for the release.');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Vans 2026');
    expect(screen.getByTestId('release-blocked-by')).toHaveTextContent(
      'Release Product needs at least one version that is not yet released.',
    );
    expect(await screen.findByRole('checkbox', { name: /motor\/van\/1\.0/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /motor\/van\/2\.0/ }));
    expect(release).toBeEnabled();
    expect(screen.queryByTestId('release-blocked-by')).not.toBeInTheDocument();
  });

  it('says a name left empty is required, and sends nothing', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CreateReleaseModal open onClose={() => {}} onCreated={() => {}} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: /motor\/van\/2\.0/ }));
    await userEvent.type(screen.getByLabelText(/^Name/), ' ');
    await userEvent.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Release Product' })).toBeDisabled();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('says the release was submitted for approval when the tenant requires one', async () => {
    vi.mocked(mutate).mockResolvedValue({ createRelease: { status: 'pending_approval' } } as never);
    const success = vi.spyOn(toasts, 'success');
    const onCreated = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CreateReleaseModal open onClose={() => {}} onCreated={onCreated} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Vans 2026');
    await userEvent.click(await screen.findByRole('checkbox', { name: /motor\/van\/2\.0/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Release Product' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      CreateReleaseMutation,
      { input: { name: 'Vans 2026', description: '', productIds: [{ plan: 'motor', type: 'van', version: '2.0' }] } },
      expect.any(Function),
    );
    expect(success).toHaveBeenCalledWith('Submitted for approval: it takes effect once an approver approves it.');
  });
});
