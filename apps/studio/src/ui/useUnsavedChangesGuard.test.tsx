import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        edit
      </button>
      <Link to="/elsewhere">leave</Link>
    </>
  );
}

const renderEditor = () => {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('useUnsavedChangesGuard', () => {
  beforeAll(() => initI18n());
  afterEach(() => vi.restoreAllMocks());

  it('lets a clean editor go without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderEditor();
    await userEvent.click(screen.getByText('leave'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderEditor();
    await userEvent.click(screen.getByText('edit'));
    await userEvent.click(screen.getByText('leave'));
    expect(confirm).toHaveBeenCalledWith('Do you really want to leave? you have unsaved changes!');
    expect(router.state.location.pathname).toBe('/editor');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByText('leave'));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('sets the browser reload prompt while dirty', async () => {
    renderEditor();
    await userEvent.click(screen.getByText('edit'));
    const event = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });
});
