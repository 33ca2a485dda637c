import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../../i18n';
import { useTemplateLeaveGuard } from './useTemplateLeaveGuard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  useTemplateLeaveGuard(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        edit
      </button>
      <Link to="/templates">leave</Link>
    </>
  );
}

async function leaveDirtyEditor() {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/templates', element: <p>list</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(<RouterProvider router={router} />);
  await userEvent.click(screen.getByText('edit'));
  await userEvent.click(screen.getByText('leave'));
  expect(router.state.location.pathname).toBe('/editor');
  return confirm;
}

describe('the template editors ask in the words of spec 001 before leaving unsaved changes', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => changeLocale('en-US'));

  it('en-US: the spec text, word for word', async () => {
    const confirm = await leaveDirtyEditor();
    expect(confirm).toHaveBeenCalledWith('Do you really want to leave? You have unsaved changes.');
  });

  it('zh-HK: the same question in Chinese', async () => {
    await changeLocale('zh-HK');
    const confirm = await leaveDirtyEditor();
    expect(confirm).toHaveBeenCalledWith('確定要離開嗎？您有未儲存的變更。');
  });
});
