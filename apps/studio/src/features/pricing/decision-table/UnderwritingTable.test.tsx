import { compileDecisionTable, type UnderwritingTable } from '@carrier/contracts/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { toasts } from '../../../ui/toasts/toast-store';
import { EMPTY_ANSWER, operation, renderRuleEditor } from '../editor/rule-editor.testing';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));
vi.mock('../../../ui/LazyCodeEditor', async () => ({
  LazyCodeEditor: (await import('../editor/code-editor.testing')).TextareaCodeEditor,
}));

const stored: UnderwritingTable = {
  kind: 'underwriting',
  hitPolicy: 'first',
  columns: ['age'],
  rows: [{ cells: [{ op: '>', value: 65 }], outcome: { decision: 'decline', reason: 'Over 65' } }],
  otherwise: { decision: 'accept', reason: '' },
};

/** The version's underwriting rules as the server keeps them, and what each save sent. */
function fakeServer() {
  const state = { rules: JSON.stringify(compileDecisionTable(stored)), saved: [] as string[] };
  vi.mocked(request).mockImplementation(async (document, variables) => {
    switch (operation(document)) {
      case 'ruleEditorProduct':
        return {
          products_2: { list: [{ name: 'Term', isFrozen: false, pricing: null, underwritingRulesJson: state.rules }] },
        } as never;
      case 'decisionTableVariables':
        return { products_2: { list: [{ ratingVariables: [{ name: 'age', type: 'number' }] }] } } as never;
      case 'ratingDictionary':
        return {
          ratingDictionary: {
            variables: [{ name: 'plan', type: 'choice', labels: [{ locale: 'en-US', text: 'Plan chosen' }] }],
          },
        } as never;
      case 'updateUnderwritingRules': {
        const rules = String((variables as { input: { underwritingRules: string } }).input.underwritingRules);
        state.rules = rules;
        state.saved.push(rules);
        return { updateProduct: { underwritingRulesJson: rules } } as never;
      }
      default:
        return EMPTY_ANSWER as never;
    }
  });
  return state;
}

describe('underwriting rules as a decision table', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });

  it('opens a stored table as a table, saves its compiled rule, and shows it as code on request', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const error = vi.spyOn(toasts, 'error');
    renderRuleEditor('underwriting', 'term/life/1');
    const value = await screen.findByRole('textbox', { name: 'Value: Row 1, age' });
    expect(value).toHaveValue('65');
    expect(screen.getByRole('button', { name: 'Decision table' })).toHaveAttribute('aria-pressed', 'true');

    await user.clear(value);
    await user.type(value, '70');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.saved).toHaveLength(1));
    expect(JSON.parse(server.saved[0] as string)).toEqual(
      compileDecisionTable({
        ...stored,
        rows: [{ cells: [{ op: '>', value: 70 }], outcome: { decision: 'decline', reason: 'Over 65' } }],
      }),
    );

    // A problem in the table blocks the save.
    await user.clear(screen.getByRole('textbox', { name: 'Value: Row 1, age' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('decision-table-problems')).toHaveTextContent('Row 1, age: enter a number.');
    expect(error).toHaveBeenCalledWith('The decision table has problems: fix them before saving.');
    expect(server.saved).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(screen.getByRole('textbox', { name: 'Underwriting rules (JSON-logic)' })).toBeInTheDocument();
  });

  it("offers the dictionary's declared inputs first, labelled, then what the rules read", async () => {
    fakeServer();
    renderRuleEditor('underwriting', 'term/life/1');
    await screen.findByRole('textbox', { name: 'Value: Row 1, age' });
    await vi.waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    const options = Array.from(document.querySelectorAll('datalist option'), (option) => [
      option.getAttribute('value'),
      option.textContent,
    ]);
    expect(options).toEqual([
      ['plan', 'Plan chosen · text'],
      ['age', 'number'],
    ]);
  });
});
