import { diagnosticCount, forceLinting } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { changeLocale, initI18n } from '../../../i18n';
import { toasts } from '../../../ui/toasts/toast-store';
import { CreateDiscountCodeMutation } from '../graphql/codes';
import { CodeFormModal } from './CodeFormModal';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const PRODUCT = { plan: 'travel', type: 'single', version: '1' };

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <CodeFormModal kind="discount" productId={PRODUCT} editing={null} open onClose={onClose} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onClose, onSaved };
}

/** Code, name and percentage of a new discount code, by their labels in the locale. */
async function fill(labels: { code: RegExp; name: RegExp; percentage: RegExp }, percentage = '5') {
  await userEvent.type(screen.getByLabelText(labels.code), 'family');
  await userEvent.type(screen.getByLabelText(labels.name), 'Family');
  await userEvent.type(screen.getByLabelText(labels.percentage), percentage);
}
const EN = { code: /^Code/, name: /^Name/, percentage: /^Percentage/ };
const ZH = { code: /^代碼/, name: /^名稱/, percentage: /^百分比/ };

/** The input sent by the last create. */
const sentInput = () => {
  const [, variables] = vi.mocked(mutate).mock.calls.at(-1) ?? [];
  return (variables as { input: Record<string, unknown> } | undefined)?.input;
};

beforeAll(() => initI18n({ featureTexts: true }));

describe('the optional condition of a code', () => {
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(request).mockResolvedValue({} as never);
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
    vi.restoreAllMocks();
  });
  afterEach(() => changeLocale('en-US'));

  it('left empty in the code editor, is marked as nothing and saves as no condition', async () => {
    const { onSaved } = renderModal();
    const editor = await screen.findByRole('textbox', { name: /^Applies when/ });
    // CodeMirror's lint, run now rather than when the editor is idle: an empty optional rule has nothing to mark.
    const view = EditorView.findFromDOM(editor) as EditorView;
    forceLinting(view);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(diagnosticCount(view.state)).toBe(0);
    expect(screen.queryByText(/not valid JSON/)).toBeNull();

    await fill(EN);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentInput()?.condition).toBeNull();

    // A broken one is marked, so the lint did run.
    view.dispatch({ changes: { from: 0, insert: '{"var": ' } });
    forceLinting(view);
    await vi.waitFor(() => expect(diagnosticCount(view.state)).toBe(1));
  });

  it('left as an empty decision table, lists no problem and saves as no condition (zh-HK)', async () => {
    await changeLocale('zh-HK');
    const toastError = vi.spyOn(toasts, 'error');
    const { onSaved } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: '決策表' }));
    expect(await screen.findByTestId('decision-table')).toBeInTheDocument();
    expect(screen.queryByTestId('decision-table-problems')).toBeNull();
    expect(screen.getByTestId('decision-table-blank')).toHaveTextContent('決策表留空即表示沒有條件');

    await fill(ZH);
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toastError).not.toHaveBeenCalled();
    expect(sentInput()?.condition).toBeNull();
  });

  it('as a table with a value but no variable, lists its problem and is not sent', async () => {
    const toastError = vi.spyOn(toasts, 'error');
    renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Decision table' }));
    const group = screen.getByRole('group', { name: /^Applies when/ });
    await userEvent.type(within(group).getByLabelText(/^Value: /), '30');
    expect(screen.queryByTestId('decision-table-blank')).toBeNull();
    expect(screen.getByTestId('decision-table-problems')).toBeInTheDocument();
    await fill(EN);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(toastError).toHaveBeenCalledWith('The decision table has problems: fix them before saving.');
    expect(mutate).not.toHaveBeenCalled();
  });
});

describe("the server's refusal of a code", () => {
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(request).mockResolvedValue({} as never);
    vi.mocked(mutate).mockReset();
    vi.restoreAllMocks();
  });
  afterEach(() => changeLocale('en-US'));

  it('asks for the code of a refusal', () => {
    expect(JSON.stringify(CreateDiscountCodeMutation)).toContain('errors_2');
  });

  it('marks the code a duplicate, keeps the dialog open with what was typed, and clears once the code changes', async () => {
    const toastError = vi.spyOn(toasts, 'error');
    vi.mocked(mutate).mockRejectedValue(new ApiError('The discount code FAMILY already exists.', 'code_exists'));
    const { onClose, onSaved } = renderModal();
    await fill(EN);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    const code = screen.getByLabelText(EN.code);
    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription('This product version already has the code FAMILY.'),
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('FAMILY');
    expect(screen.getByLabelText(EN.name)).toHaveValue('Family');
    expect(toastError).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.type(code, '2');
    expect(code).not.toHaveAccessibleDescription('This product version already has the code FAMILY.');
  });

  it('marks a refused percentage in zh-HK', async () => {
    await changeLocale('zh-HK');
    vi.mocked(mutate).mockRejectedValue(
      new ApiError('The percentage must be a number between 0 and 100 with at most 6 decimals.', 'invalid_ratio'),
    );
    renderModal();
    await fill(ZH, '150');
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const percentage = screen.getByLabelText(ZH.percentage);
    await vi.waitFor(() =>
      expect(percentage).toHaveAccessibleDescription('請輸入 0 至 100 之間的百分比，最多 6 位小數。'),
    );
    expect(percentage).toHaveValue(150);
  });

  it('still toasts a refusal about no one field', async () => {
    const toastError = vi.spyOn(toasts, 'error');
    vi.mocked(mutate).mockRejectedValue(new ApiError('The product is released and frozen.', 'product_frozen'));
    renderModal();
    await fill(EN);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalled());
  });
});
