import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { EMPTY_ANSWER, operation, renderRuleEditor } from './rule-editor.testing';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));
vi.mock('../../../ui/LazyCodeEditor', async () => ({
  LazyCodeEditor: (await import('./code-editor.testing')).TextareaCodeEditor,
}));

/** A small in-memory server: the version's logic (a rate of the car value) and one test case. */
function fakeServer({ isFrozen = false } = {}) {
  const state = { rate: 0.02, expectedAmount: 2000 };
  vi.mocked(request).mockImplementation(async (document) => {
    switch (operation(document)) {
      case 'ruleEditorProduct':
        return {
          products_2: {
            list: [
              {
                name: 'Van',
                isFrozen,
                pricing: { amountLogic: JSON.stringify({ '*': [{ var: 'carValue' }, state.rate] }) },
                underwritingRulesJson: null,
              },
            ],
          },
        } as never;
      case 'testCaseRuns': {
        const actual = 100000 * state.rate;
        const testCase = { id: 'case-1', name: 'van', valuesJsonString: '{"carValue":100000}', discountCodes: [] };
        return {
          products_2: {
            list: [
              {
                testCaseRuns: [
                  {
                    passed: actual === state.expectedAmount,
                    actualAmount: actual,
                    formattedActualAmount: `HK$${actual.toFixed(2)}`,
                    actualDecision: null,
                    problems: [],
                    testCase: { ...testCase, expectedAmount: state.expectedAmount, expectedDecision: null },
                  },
                ],
              },
            ],
          },
        } as never;
      }
      default:
        return EMPTY_ANSWER as never;
    }
  });
  vi.mocked(mutate).mockImplementation(async (document, variables) => {
    const input = (variables as { input: Record<string, unknown> }).input;
    if (operation(document) === 'updatePriceLogic')
      state.rate = (JSON.parse(String(input.amountLogic)) as { '*': [unknown, number] })['*'][1];
    if (operation(document) === 'updateRatingTestCase') state.expectedAmount = Number(input.expectedAmount);
    return {} as never;
  });
  return state;
}

describe('the pricing editor and its test cases', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(mutate).mockReset();
  });

  it('shows a viewer the logic and its cases without letting them change either, saying why', async () => {
    fakeServer();
    renderRuleEditor('pricing', 'motor/van/1.0', ['viewer']);
    expect(await screen.findByTestId('cases-summary')).toHaveTextContent('All cases pass');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByTestId('frozen-reason')).toHaveTextContent('Your role lets you view this, not change it.');
    expect(screen.getByText('Your role lets you view this, not change it.', { selector: 'p' })).toBeInTheDocument();
  });

  it('runs the cases again when the logic is saved, and takes a new result after a confirmation', async () => {
    const server = fakeServer();
    renderRuleEditor('pricing', 'motor/van/1.0');
    expect(await screen.findByTestId('cases-summary')).toHaveTextContent('All cases pass');

    const editor = screen.getByLabelText('Pricing logic (JSON-logic)');
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste('{"*":[{"var":"carValue"},0.025]}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('1 case fails')).toBeInTheDocument();
    expect(server.rate).toBe(0.025);
    const row = screen.getByTestId('case-row');
    expect(within(row).getByText('Fail')).toBeInTheDocument();
    expect(within(row).getByText('HK$2500.00')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Use this result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use the new result for van' });
    expect(dialog).toHaveTextContent('The case van will expect HK$2500.00 from now on');
    expect(server.expectedAmount).toBe(2000);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this result' }));

    expect(await screen.findByText('All cases pass')).toBeInTheDocument();
    expect(server.expectedAmount).toBe(2500);
    expect(vi.mocked(mutate)).toHaveBeenCalledWith(
      expect.anything(),
      {
        productId: { plan: 'motor', type: 'van', version: '1.0' },
        id: 'case-1',
        input: { expectedAmount: 2500, expectedDecision: null },
      },
      expect.any(Function),
    );
  });

  it('disables every change of a released version up front, saying why', async () => {
    const server = fakeServer({ isFrozen: true });
    server.expectedAmount = 1;
    renderRuleEditor('pricing', 'motor/van/1.0');
    const reason = 'Released versions are frozen: this cannot be changed.';
    expect(await screen.findByTestId('frozen-reason')).toHaveTextContent(reason);
    for (const name of ['Save', 'Format']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', reason);
    }
    const row = await screen.findByTestId('case-row');
    for (const name of ['Use this result', 'Remove']) {
      expect(within(row).getByRole('button', { name })).toBeDisabled();
      expect(within(row).getByRole('button', { name })).toHaveAttribute('title', reason);
    }

    await userEvent.click(screen.getByRole('button', { name: 'Extract Variables' }));
    await userEvent.type(screen.getByLabelText(/^carValue/), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    const saveCase = await screen.findByRole('button', { name: 'Save as case' });
    expect(saveCase).toBeDisabled();
    expect(saveCase).toHaveAttribute('title', reason);
    expect(vi.mocked(mutate)).not.toHaveBeenCalled();
  });
});
