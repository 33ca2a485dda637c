import {
  type AnyDecisionTable,
  compileDecisionTable,
  decideUnderwriting,
  decompileDecisionTable,
  ruleEngine,
  type UnderwritingTable,
} from '@carrier/contracts/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { DecisionTableEditor } from './DecisionTableEditor';
import { RuleModeTabs } from './RuleModeTabs';
import { useRuleTable } from './useRuleTable';

beforeAll(async () => {
  await initI18n({ featureTexts: true });
});

const pretty = (rule: unknown) => JSON.stringify(rule, null, 2);

/** A rule edited as the underwriting page does: a table view and a code view over one text. */
function RuleHarness({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const rule = useRuleTable('underwriting', text, setText, pretty, initial);
  return (
    <div>
      <RuleModeTabs mode={rule.mode} refusal={rule.refusal} onTable={rule.showTable} onCode={rule.showCode} />
      {rule.mode === 'table' && rule.table ? (
        <DecisionTableEditor
          table={rule.table}
          onChange={rule.setTable}
          variables={[
            { name: 'age', type: 'number' },
            { name: 'smoker', type: 'boolean' },
          ]}
        />
      ) : (
        <textarea aria-label="code" value={text} onChange={(event) => setText(event.target.value)} />
      )}
      <output data-testid="text">{text}</output>
    </div>
  );
}

const compiledText = () => screen.getByTestId('text').textContent ?? '';

describe('DecisionTableEditor', () => {
  it('writes "over 65 declines, a smoker is referred, else accept" and the rule decides so', async () => {
    const user = userEvent.setup();
    render(<RuleHarness initial="{}" />);
    // '{}' opens as code; the switch starts a new table.
    await user.click(screen.getByRole('button', { name: 'Decision table' }));
    const table = screen.getByTestId('decision-table');

    // The known variables are offered for a column.
    const variable = within(table).getByRole('combobox', { name: 'Variable of condition 1' });
    const listId = variable.getAttribute('list') as string;
    const offered = [...(document.getElementById(listId)?.querySelectorAll('option') ?? [])].map(
      (option) => option.value,
    );
    expect(offered).toEqual(['age', 'smoker']);

    await user.type(variable, 'age');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operator: Row 1, age' }), '>');
    await user.type(screen.getByRole('textbox', { name: 'Value: Row 1, age' }), '65');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome: Row 1' }), 'decline');
    await user.type(screen.getByRole('textbox', { name: 'Reason: Row 1' }), 'Over 65');

    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.type(screen.getByRole('combobox', { name: 'Variable of condition 2' }), 'smoker');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operator: Row 2, smoker' }), '==');
    await user.type(screen.getByRole('textbox', { name: 'Value: Row 2, smoker' }), 'true');
    await user.type(screen.getByRole('textbox', { name: 'Reason: Row 2' }), 'Smoker');
    expect(screen.queryByTestId('decision-table-problems')).toBeNull();

    const rule = JSON.parse(compiledText());
    const engine = ruleEngine();
    expect(decideUnderwriting(engine, rule, { age: 70, smoker: false })).toMatchObject({
      decision: 'decline',
      reason: 'Over 65',
    });
    expect(decideUnderwriting(engine, rule, { age: 30, smoker: true })).toMatchObject({
      decision: 'refer',
      reason: 'Smoker',
    });
    expect(decideUnderwriting(engine, rule, { age: 30, smoker: false })).toMatchObject({ decision: 'accept' });

    // Round trip: the code view holds the compiled rule, and it opens as the same table again.
    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect((screen.getByRole('textbox', { name: 'code' }) as HTMLTextAreaElement).value).toBe(compiledText());
    await user.click(screen.getByRole('button', { name: 'Decision table' }));
    expect(screen.getByRole('combobox', { name: 'Variable of condition 2' })).toHaveValue('smoker');
    expect(screen.getByRole('textbox', { name: 'Reason: Row 2' })).toHaveValue('Smoker');
    expect(screen.getByRole('combobox', { name: 'Outcome: Row 1' })).toHaveValue('decline');
  });

  it('opens a stored table rule as a table, and removing a row or column rewrites the rule', async () => {
    const user = userEvent.setup();
    const stored: UnderwritingTable = {
      kind: 'underwriting',
      hitPolicy: 'collect',
      columns: ['age', 'country'],
      rows: [
        {
          cells: [{ op: 'between', from: 60, to: 70 }, { op: 'any' }],
          outcome: { decision: 'refer', reason: 'Senior' },
        },
        { cells: [{ op: 'any' }, { op: 'in', values: ['KP', 'IR'] }], outcome: { decision: 'decline', reason: '' } },
      ],
      otherwise: { decision: 'accept', reason: '' },
    };
    render(<RuleHarness initial={JSON.stringify(compileDecisionTable(stored))} />);
    expect(screen.getByRole('textbox', { name: 'From: Row 1, age' })).toHaveValue('60');
    expect(screen.getByRole('textbox', { name: 'Values: Row 2, country' })).toHaveValue('KP, IR');
    expect(screen.getByRole('combobox', { name: 'Hit policy' })).toHaveValue('collect');

    await user.click(screen.getByRole('button', { name: 'Remove Row 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove the condition age' }));
    const opened = decompileDecisionTable('underwriting', compiledText());
    expect(opened).toEqual({
      ok: true,
      table: {
        ...stored,
        columns: ['country'],
        rows: [{ cells: [{ op: 'in', values: ['KP', 'IR'] }], outcome: { decision: 'decline', reason: '' } }],
      } satisfies AnyDecisionTable,
    });
  });

  it('names the problems of a table and keeps hand-written code as code, saying why', async () => {
    const user = userEvent.setup();
    render(<RuleHarness initial={'{"if":[{">":[{"+":[{"var":"age"},1]},70]},"decline","accept"]}'} />);
    expect(screen.getByRole('textbox', { name: 'code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decision table' }));
    expect(screen.getByTestId('table-refusal')).toHaveTextContent("Row 1's condition is more than a table can show");
    expect(screen.getByRole('textbox', { name: 'code' })).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'code' }));
    await user.click(screen.getByRole('button', { name: 'Decision table' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operator: Row 1, condition 1' }), 'between');
    await user.type(screen.getByRole('textbox', { name: 'From: Row 1, condition 1' }), '70');
    await user.type(screen.getByRole('textbox', { name: 'To (not included): Row 1, condition 1' }), '1.');
    // The draft keeps "1." while the table holds 1.
    expect(screen.getByRole('textbox', { name: 'To (not included): Row 1, condition 1' })).toHaveValue('1.');
    const problems = screen.getByTestId('decision-table-problems');
    expect(problems).toHaveTextContent('Choose a variable for condition 1');
    expect(problems).toHaveTextContent("Row 1, condition 1: the band's start must be below its end.");
  });
});
