import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../api/client';
import { initI18n } from '../../i18n';
import { CreateProductVersionMutation } from './graphql/pricing';
import { NewVersionButton } from './NewVersionButton';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const ID = { plan: 'motor', type: 'van', version: '1.0' };

function renderButton() {
  const router = createMemoryRouter([
    { path: '/', element: <NewVersionButton id={ID} aspect="pricing" /> },
    { path: '*', element: <p>Copied</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('a new version from a frozen one', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it('asks for the version before copying anything', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'New version from this one' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create version' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('copies the version under the name given and opens the copy', async () => {
    const router = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'New version from this one' }));
    await userEvent.type(screen.getByLabelText(/^Version/), ' 2.0 ');
    await userEvent.click(screen.getByRole('button', { name: 'Create version' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(mutate).toHaveBeenCalledWith(
      CreateProductVersionMutation,
      { productId: { plan: 'motor', type: 'van', version: '1.0' }, version: '2.0' },
      expect.any(Function),
    );
    expect(router.state.location.pathname).toContain('2.0');
  });
});
