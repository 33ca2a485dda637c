import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { changeLocale, initI18n } from '../../i18n';
import { signedInAs } from '../auth/use-can.testing';
import { DocumentRunsPage } from './DocumentRunsPage';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));
const requested = vi.mocked(request);

function renderPage(roles: Role[], url = '/templates/runs') {
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), roles);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <DocumentRunsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the document runs page', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    requested.mockReset();
    requested.mockResolvedValue({ documentRuns: [] });
  });
  afterEach(() => changeLocale('en-US'));

  it('lists the runs for an editor', async () => {
    renderPage(['editor']);
    expect(await screen.findByText(/No document runs yet/)).toBeInTheDocument();
    expect(requested).toHaveBeenCalled();
  });

  it.each([['viewer' as const], ['approver' as const]])(
    'tells the %s role who may see runs, without asking the server or offering a retry',
    async (role) => {
      renderPage([role], '/templates/runs?run=run-1');
      expect(await screen.findByTestId('document-runs-not-allowed')).toHaveTextContent(
        'Only editors and admins can see and start document runs.',
      );
      expect(screen.queryByTestId('load-failed')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(requested).not.toHaveBeenCalled();
    },
  );

  it('says it in Chinese in a zh-HK studio', async () => {
    await changeLocale('zh-HK');
    renderPage(['viewer']);
    expect(await screen.findByTestId('document-runs-not-allowed')).toHaveTextContent(
      '只有編輯及管理員可以查看及開始批量文件。',
    );
  });
});
