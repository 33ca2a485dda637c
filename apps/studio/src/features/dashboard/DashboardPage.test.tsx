import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { signedInAs } from '../auth/use-can.testing';
import { DashboardPage } from './DashboardPage';

vi.mock('../approvals/ApprovalsSection', () => ({ ApprovalsSection: () => null }));

function renderPage(roles: Role[]) {
  const client = signedInAs(new QueryClient(), roles);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The intro card fades in after a moment (hidden till then): its button is found hidden or not.
const introButton = () => screen.getByTestId('intro-card').querySelector('button');

describe('the dashboard intro', () => {
  beforeAll(() => initI18n({ featureTexts: true }));

  it('invites an editor to start building', () => {
    renderPage(['editor']);
    expect(introButton()).toHaveTextContent('Start building →');
  });

  it.each([['viewer' as const], ['approver' as const]])(
    'offers the %s role a look at the products, not building',
    (role) => {
      renderPage([role]);
      expect(introButton()).toHaveTextContent('Browse the products →');
    },
  );
});
