import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { CreateDiscountCodeMutation, UpdateDiscountCodeMutation } from '../graphql/codes';
import { CodeFormModal } from './CodeFormModal';
import type { CodeRow } from './code-kinds';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const PRODUCT = { plan: 'motor', type: 'van', version: '1.0' };
const TEN = {
  id: 'ten-row',
  code: 'TEN',
  name: 'Ten off',
  description: null,
  kind: 'ratio',
  ratio: 10,
  flat: null,
  currencyCode: null,
  calculationLogic: null,
  condition: null,
  order: 2,
} as unknown as CodeRow;

function renderModal(editing: CodeRow | null, onSaved = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CodeFormModal kind="discount" productId={PRODUCT} editing={editing} open onClose={() => {}} onSaved={onSaved} />
    </QueryClientProvider>,
  );
}

describe('the code form', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(request).mockResolvedValue({} as never);
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it('says under each required field that it is required, and sends nothing', async () => {
    renderModal(null);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByLabelText(/^Percentage/)).toHaveAccessibleDescription('This field is required');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'flat');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByLabelText(/^Amount/)).toHaveAccessibleDescription('This field is required');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('adds a code in capitals with its ratio', async () => {
    const onSaved = vi.fn();
    renderModal(null, onSaved);
    await userEvent.type(screen.getByLabelText(/^Code/), 'ncd');
    expect(screen.getByLabelText(/^Code/)).toHaveValue('NCD');
    await userEvent.type(screen.getByLabelText(/^Name/), 'No claims');
    await userEvent.type(screen.getByLabelText(/^Percentage/), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      CreateDiscountCodeMutation,
      {
        productId: PRODUCT,
        input: {
          code: 'NCD',
          name: 'No claims',
          description: '',
          calculationKind: 'ratio',
          ratio: 15,
          flat: null,
          currencyCode: null,
          calculationLogic: null,
          condition: null,
          order: 0,
        },
      },
      expect.any(Function),
    );
  });

  it('updates a code by its code, which stays as it is', async () => {
    const onSaved = vi.fn();
    renderModal(TEN, onSaved);
    expect(screen.getByLabelText(/^Code/)).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/^Percentage/));
    await userEvent.type(screen.getByLabelText(/^Percentage/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      UpdateDiscountCodeMutation,
      { productId: PRODUCT, code: 'TEN', input: expect.objectContaining({ name: 'Ten off', ratio: 12, order: 2 }) },
      expect.any(Function),
    );
  });

  it('keeps Enter in a cell of the condition table to the table, where a field would submit', async () => {
    renderModal(TEN);
    await userEvent.click(screen.getByRole('button', { name: 'Decision table' }));
    const [cell] = within(screen.getByRole('group', { name: /^Applies when/ })).getAllByRole('textbox');
    const enter = (element: Element) => {
      const event = createEvent.keyDown(element, { key: 'Enter' });
      fireEvent(element, event);
      return event.defaultPrevented;
    };
    expect(enter(cell as HTMLElement)).toBe(true);
    expect(enter(screen.getByLabelText(/^Name/))).toBe(false);
  });
});
