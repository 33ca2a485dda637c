import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { signedInAs } from '../auth/use-can.testing';
import { TenantMenu } from '../shell/TenantMenu';
import { PromoteLink } from './PromoteLink';

function renderAs(roles: Role[]) {
  const client = signedInAs(new QueryClient(), roles);
  const element = (
    <>
      <PromoteLink item={{ templateId: 'tpl-1' }} label="Welcome" />
      <TenantMenu />
    </>
  );
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the ways to the Promote page', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
    const { setEnvironment } = await import('../../api/environment');
    setEnvironment({
      host: 'h',
      tenantId: 'test_dev',
      clientId: 'studio',
      environment: 'Development',
      graphqlPath: '/graphql',
      filesPath: '/api/v1/files',
    });
  });

  it('opens it with the item chosen, for an editor', async () => {
    renderAs(['editor']);
    expect(screen.getByRole('link', { name: 'Promote…' })).toHaveAttribute(
      'href',
      '/promotion?template=tpl-1&name=Welcome',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tenant menu' }));
    expect(await screen.findByRole('link', { name: 'Promote' })).toHaveAttribute('href', '/promotion');
  });

  it('offers neither to a viewer', async () => {
    renderAs(['viewer']);
    expect(screen.queryByRole('link', { name: 'Promote…' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tenant menu' }));
    expect(await screen.findByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Promote' })).not.toBeInTheDocument();
  });
});
