import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { execute } from '../../api/client';
import { initI18n } from '../../i18n';
import { signedInAs } from '../auth/use-can.testing';
import { ThemeEditorPage } from './ThemeEditorPage';

vi.mock('../../api/client', () => ({ execute: vi.fn() }));
const executed = vi.mocked(execute);

function renderEditor(roles: Role[] = ['editor']) {
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), roles);
  const router = createMemoryRouter(
    [
      { path: '/ui-editor/theme/:appId', element: <ThemeEditorPage /> },
      { path: '/ui-editor/:appId', element: <p>UI editor</p> },
    ],
    { initialEntries: ['/ui-editor/theme/shop'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Opens the primary button's normal state and sets one option. */
async function editOption(property: string, value: string) {
  for (const name of ['button', 'primary', 'root'])
    await userEvent.click(await screen.findByRole('button', { name: `Expand ${name}` }));
  await userEvent.click(document.querySelector('[data-theme-node="button/primary/root/normal"]') as HTMLElement);
  await userEvent.click(screen.getByRole('button', { name: '+ Add option' }));
  const properties = screen.getAllByLabelText('CSS property');
  const values = screen.getAllByLabelText('Value');
  await userEvent.type(properties.at(-1) as HTMLElement, property);
  await userEvent.type(values.at(-1) as HTMLElement, value);
}

describe('the component theme editor', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    executed.mockReset();
    executed.mockResolvedValue({
      data: { cmsConfigs: [{ appId: 'shop', baseComponentsVariantsJsonString: null }] },
      errors: [],
    } as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks before Exit drops unsaved edits, and stays when told to', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderEditor();
    await editOption('padding', '8px');
    await userEvent.click(screen.getByRole('link', { name: 'Exit' }));
    expect(confirm).toHaveBeenCalledWith('Do you really want to leave? you have unsaved changes!');
    expect(router.state.location.pathname).toBe('/ui-editor/theme/shop');
    expect(screen.getAllByLabelText('CSS property').at(-1)).toHaveValue('padding');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Exit' }));
    expect(router.state.location.pathname).toBe('/ui-editor/shop');
  });

  it('exits without asking when nothing is edited', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderEditor();
    await userEvent.click(await screen.findByRole('link', { name: 'Exit' }));
    expect(router.state.location.pathname).toBe('/ui-editor/shop');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Restart asks, then leaves no edited or added row behind', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor();
    await editOption('padding', '8px');
    const rows = screen.getAllByLabelText('CSS property').length;
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getAllByLabelText('CSS property')).toHaveLength(rows);
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.queryAllByLabelText('CSS property')).toHaveLength(rows - 1);
    expect(screen.queryByDisplayValue('padding')).toBeNull();
    expect(screen.getByRole('button', { name: 'Restart' })).toBeDisabled();
  });

  it('shows a colour that is none at its field and does not save it', async () => {
    renderEditor();
    await editOption('background-color', 'notacolor');
    expect(screen.getAllByLabelText('Value').at(-1)).toHaveAccessibleDescription(
      '“notacolor” is not a colour. Use a colour such as #1d4ed8, rgb(29 78 216) or teal.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(screen.getAllByLabelText('Value').at(-1) as HTMLElement);
    await userEvent.type(screen.getAllByLabelText('Value').at(-1) as HTMLElement, '#1d4ed8');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(executed).toHaveBeenCalledTimes(1);
  });

  it('offers a viewer no Save', async () => {
    renderEditor(['viewer']);
    expect(await screen.findByRole('button', { name: 'Restart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
