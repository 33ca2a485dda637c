import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { parseBlock, pasteBlock, reshapeRows } from './grid-model';
import { RateGrid } from './RateGrid';

const LABELS = ['age.from', 'age.to', 'rate'];

/** The grid with its rows held as the page holds them; `latest` reads the rows after each change. */
function Harness({
  initial,
  readOnly = false,
  sink,
}: {
  initial: string[][];
  readOnly?: boolean;
  sink: { rows: string[][] };
}) {
  const [rows, setRows] = useState(initial);
  sink.rows = rows;
  return (
    <RateGrid
      labels={LABELS}
      rows={rows}
      readOnly={readOnly}
      errors={[{ row: 2, column: 'rate', text: 'the output is blank' }]}
      onChange={(next) => {
        sink.rows = next;
        setRows(next);
      }}
    />
  );
}

const cell = (column: string, row: number) => screen.getByRole('textbox', { name: `${column}, row ${row}` });

beforeAll(async () => {
  await initI18n({ featureTexts: true });
});

describe('the rate grid', () => {
  it('moves like a spreadsheet: arrows, Enter down, Tab right and on to the next row, adding a row past the last', async () => {
    const user = userEvent.setup();
    const sink = { rows: [] as string[][] };
    render(<Harness initial={[['18', '40', '1.2']]} sink={sink} />);
    await user.click(cell('age.from', 1));
    await user.keyboard('{ArrowRight}');
    // The first arrow takes the caret to the end of "18" (selected on focus), the next moves on.
    await user.keyboard('{ArrowRight}');
    expect(cell('age.to', 1)).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('rate', 1)).toHaveFocus();
    // Enter on the last row goes down to a new blank row.
    await user.keyboard('{Enter}');
    expect(sink.rows).toEqual([
      ['18', '40', '1.2'],
      ['', '', ''],
    ]);
    expect(cell('rate', 2)).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(cell('age.from', 2)).toHaveFocus();
    await user.keyboard('40{Enter}');
    expect(cell('age.from', 3)).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(cell('age.from', 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('age.from', 1)).toHaveFocus();
    // Shift+Tab from the first cell of a row goes to the last cell of the row above.
    await user.click(cell('age.from', 2));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell('rate', 1)).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('age.from', 2)).toHaveFocus();
    expect(sink.rows[1]).toEqual(['40', '', '']);
    expect(sink.rows).toHaveLength(3);
    expect(cell('rate', 2)).toHaveAttribute('aria-invalid', 'true');
    expect(cell('rate', 2)).toHaveAttribute('title', 'the output is blank');
  });

  it('pastes a block copied from Excel from the cell it lands on, adding rows and dropping extra columns', () => {
    const sink = { rows: [] as string[][] };
    render(<Harness initial={[['18', '40', '1.2']]} sink={sink} />);
    fireEvent.paste(cell('age.to', 1), {
      clipboardData: { getData: () => '45\t1.5\textra\r\n65\t2.25\r\n' },
    });
    expect(sink.rows).toEqual([
      ['18', '45', '1.5'],
      ['', '65', '2.25'],
    ]);
    // One value without tabs or lines is typed into the cell as usual.
    fireEvent.paste(cell('rate', 2), { clipboardData: { getData: () => '3' } });
    expect(sink.rows).toHaveLength(2);
  });

  it('is read-only on a frozen version: moves, but neither edits, pastes nor adds rows', async () => {
    const user = userEvent.setup();
    const sink = { rows: [] as string[][] };
    render(<Harness initial={[['18', '40', '1.2']]} readOnly sink={sink} />);
    await user.click(cell('age.from', 1));
    await user.keyboard('9{Tab}{Tab}{Tab}');
    fireEvent.paste(cell('rate', 1), { clipboardData: { getData: () => '1\t2\n3\t4' } });
    expect(sink.rows).toEqual([['18', '40', '1.2']]);
    expect(screen.queryByRole('button', { name: 'Remove row 1' })).toBeNull();
  });
});

describe('grid blocks', () => {
  it('reads quoted cells and writes a block within the columns', () => {
    expect(parseBlock('a\t"b\tc"\n"say ""hi"""\t2\n')).toEqual([
      ['a', 'b\tc'],
      ['say "hi"', '2'],
    ]);
    expect(pasteBlock([['1', '2']], { row: 0, column: 1 }, [['x', 'y']], 2)).toEqual([['1', 'x']]);
    expect(reshapeRows([['18', '40', '1']], ['age.from', 'age.to', 'rate'], ['age', 'rate', 'minimum'])).toEqual([
      ['', '1', ''],
    ]);
  });
});
