import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { routes } from './routes';

describe('the first load', () => {
  beforeAll(() => initI18n());
  afterEach(() => vi.restoreAllMocks());

  it('shows a busy blank page while the lazy route loads, with no warning from the router', async () => {
    const warn = vi.spyOn(console, 'warn');
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
  });
});
