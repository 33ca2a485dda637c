import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { changeLocale, initI18n } from '../../i18n';
import { signedInAs } from '../auth/use-can.testing';
import { AppsPage } from './AppsPage';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));
const requested = vi.mocked(request);

function renderPage(roles: Role[]) {
  requested.mockResolvedValue({ apps: { totalCount: 0, list: [] } });
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), roles);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AppsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the apps list, empty', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  afterEach(() => changeLocale('en-US'));

  it('offers an editor the dotted add box', async () => {
    renderPage(['editor']);
    expect(await screen.findByRole('button', { name: /Add new app/ })).toBeInTheDocument();
  });

  it.each([['viewer' as const], ['approver' as const]])(
    'offers the %s role no create card: it says there are none yet, and who adds them',
    async (role) => {
      renderPage([role]);
      expect(await screen.findByTestId('apps-empty')).toHaveTextContent(
        'There are no apps yet. Editors and admins can add them.',
      );
      expect(screen.queryByRole('button', { name: /Add new app/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Create app/ })).toBeNull();
    },
  );

  it('says it in Chinese in a zh-HK studio', async () => {
    await changeLocale('zh-HK');
    renderPage(['viewer']);
    expect(await screen.findByTestId('apps-empty')).toHaveTextContent(
      '尚未有任何應用程式。編輯及管理員可新增應用程式。',
    );
    expect(screen.queryByRole('button', { name: /新增應用程式/ })).toBeNull();
  });
});
