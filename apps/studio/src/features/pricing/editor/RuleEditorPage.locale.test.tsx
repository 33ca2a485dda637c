import { EditorState } from '@codemirror/state';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { changeLocale, i18next, initI18n } from '../../../i18n';
import { toasts } from '../../../ui/toasts/toast-store';
import { ruleLintSource } from '../rule-code/rule-extensions';
import { ruleProblemWithPlace } from '../rule-code/rule-problem-text';
import { EMPTY_ANSWER, operation, renderRuleEditor } from './rule-editor.testing';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));
vi.mock('../../../ui/LazyCodeEditor', async () => ({
  LazyCodeEditor: (await import('./code-editor.testing')).TextareaCodeEditor,
}));

/** Three English words in a row: a sentence the rule check or JSON.parse wrote, not the studio's zh-HK. */
const ENGLISH_SENTENCE = /[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/;

describe('a broken rule in zh-HK', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(async () => {
    await changeLocale('zh-HK');
    vi.mocked(mutate).mockReset();
    vi.mocked(request).mockReset();
    vi.mocked(request).mockImplementation(async (document) =>
      operation(document) === 'ruleEditorProduct'
        ? ({ products_2: { list: [{ name: '旅遊保險', isFrozen: false, pricing: { amountLogic: '{}' } }] } } as never)
        : (EMPTY_ANSWER as never),
    );
  });
  afterEach(() => changeLocale('en-US'));

  it('says in Chinese where the JSON breaks, in the red bar, the save toast and the test panel', async () => {
    const toastError = vi.spyOn(toasts, 'error');
    renderRuleEditor('pricing', 'travel/single/1.0');
    const editor = await screen.findByLabelText('定價邏輯（JSON-logic）');
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste('{"+": [1,');

    const bar = await screen.findByTestId('rule-error-bar');
    expect(bar).toHaveTextContent('規則不是有效的 JSON，此處應有一個值');
    expect(bar).toHaveTextContent('（第 1 行，第 10 欄）');
    expect(bar.textContent).not.toMatch(ENGLISH_SENTENCE);
    expect(bar.textContent).not.toContain('Unexpected');

    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(toastError).toHaveBeenCalledWith(expect.stringContaining('規則不是有效的 JSON'));
    expect(String(toastError.mock.calls[0]?.[0])).not.toMatch(ENGLISH_SENTENCE);
    expect(mutate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '測試' }));
    const alert = (await screen.findAllByRole('alert')).find((node) => node.textContent?.includes('此處應有一個值'));
    expect(alert?.textContent).not.toMatch(ENGLISH_SENTENCE);
  });

  it('gives the lint tooltip of a refused operator in Chinese', () => {
    const lint = ruleLintSource((problem) => ruleProblemWithPlace(i18next.t, problem));
    const [mark] = lint({ state: EditorState.create({ doc: '{\n  "log": 1\n}' }) });
    expect(mark?.message).toBe('不明的運算子「log」（第 2 行，第 3 欄）');
    const [broken] = lint({ state: EditorState.create({ doc: '{"+": [1' }) });
    expect(broken?.message).toBe('規則不是有效的 JSON，此處應有逗號 , 或 ]（第 1 行，第 9 欄）');
  });
});
