import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { Calendar } from './calendar';

const today = '2024-02-14';
const day = (name: RegExp | string) => screen.getByRole('button', { name });

describe('Calendar', () => {
  it('shows a 42-cell grid of the month, today marked', () => {
    renderKit(<Calendar label="Start" today={today} />);
    const grid = screen.getByRole('grid', { name: 'Start' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(day('Wednesday, February 14, 2024')).toHaveAttribute('aria-current', 'date');
  });

  it('picks a single date with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Calendar label="Start" today={today} onChange={onChange} />);
    day('Wednesday, February 14, 2024').focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('Thursday, February 22, 2024')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2024-02-22');
    expect(day('Thursday, February 22, 2024').closest('td')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{PageDown}');
    expect(day('Friday, March 22, 2024')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
  });

  it('keeps a range of one or two sorted dates and marks the days between', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Calendar label="Trip" mode="range" today={today} onChange={onChange} />);
    await user.click(day('Tuesday, February 20, 2024'));
    await user.click(day('Saturday, February 10, 2024'));
    expect(onChange.mock.calls).toEqual([[['2024-02-20']], [['2024-02-10', '2024-02-20']]]);
    expect(day('Thursday, February 15, 2024')).toHaveClass('ck-calendar__day--in-range');
    await user.click(day('Monday, February 26, 2024'));
    expect(onChange).toHaveBeenLastCalledWith(['2024-02-26']);
  });

  it('toggles several dates in multiple mode', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Calendar label="Days" mode="multiple" today={today} onChange={onChange} />);
    await user.click(day('Friday, February 16, 2024'));
    await user.click(day('Thursday, February 1, 2024'));
    await user.click(day('Friday, February 16, 2024'));
    expect(onChange.mock.calls).toEqual([[['2024-02-16']], [['2024-02-01', '2024-02-16']], [['2024-02-01']]]);
  });

  it('disables dates outside min and max', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <Calendar label="Start" today={today} minDate="2024-02-10" maxDate="2024-02-20" onChange={onChange} />,
    );
    expect(day('Friday, February 9, 2024')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Saturday, February 10, 2024')).not.toHaveAttribute('aria-disabled');
    expect(day('Wednesday, February 21, 2024')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('Friday, February 9, 2024'));
    day('Wednesday, February 21, 2024').focus();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves across the year end only into offered years', async () => {
    const { user } = renderKit(<Calendar label="Start" today="2024-12-10" defaultMonth="2024-12-10" />);
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('November');
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years).toHaveLength(131);
  });

  it('wraps from December to January when the next year is offered', async () => {
    const { user } = renderKit(<Calendar label="Start" today="2024-12-10" yearsAhead={1} />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('January');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2025');
  });

  it('speaks zh-HK, shows errors and can be disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <Calendar label="開始" today={today} error="validation.invalidDate" disabled onChange={onChange} />,
      { locale: 'zh-HK' },
    );
    expect(screen.getByRole('columnheader', { name: '日' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入有效日期');
    await user.click(screen.getAllByRole('gridcell')[20]?.firstElementChild as HTMLElement);
    expect(onChange).not.toHaveBeenCalled();
  });
});
