import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { toasts } from '../../../ui/toasts/toast-store';
import { CreateReleaseMutation } from '../graphql/releases';
import { CreateReleaseModal } from './CreateReleaseModal';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

describe('creating a release', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
    vi.mocked(request).mockReset();
    vi.mocked(request).mockResolvedValue({
      products_2: {
        list: [
          { productId: { plan: 'motor', type: 'van', version: '1.0' }, name: 'Van', isFrozen: true },
          { productId: { plan: 'motor', type: 'van', version: '2.0' }, name: 'Van', isFrozen: false },
        ],
      },
    } as never);
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
