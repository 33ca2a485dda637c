import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { execute } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { toasts } from '../../../ui/toasts/toast-store';
import { PublishModal } from './PublishModal';
import { PublishMutation, PublishStateQuery } from './publish-graphql';

vi.mock('../../../api/client', () => ({ execute: vi.fn() }));

describe('publishing when the tenant requires approval', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });

  it('says the publish was submitted for approval, not that a version went live', async () => {
    vi.mocked(execute).mockImplementation(async (document: unknown) => {
      if (document === PublishStateQuery)
        return { data: { appVersions: [], appPublishProblems: [], appDomains: [] }, errors: [] } as never;
      if (document === PublishMutation)
        return {
          data: { publishApp: { status: 'pending_approval', errors: [], errors_2: [], createdStatus: null } },
          errors: [],
        } as never;
      throw new Error('unexpected request');
    });
    const success = vi.spyOn(toasts, 'success');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PublishModal appId="shop" open onClose={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const publish = await screen.findByRole('button', { name: 'Publish now' });
    await vi.waitFor(() => expect(publish).toBeEnabled());
    await userEvent.click(publish);
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Submitted for approval: it takes effect once an approver approves it.'),
    );
  });
});
