import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { DATE_PICKER_DEBOUNCE_MS, DatePicker } from './date-picker';

describe('DatePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows DD/MM/YYYY and emits YYYY-MM-DD 1000 ms after the last key', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<DatePicker label="Start date" today="2024-02-14" onChange={onChange} />, {
      fakeTimers: true,
    });
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await user.type(input, '29/02/2024');
    act(() => vi.advanceTimersByTime(DATE_PICKER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith('2024-02-29');
    expect(DATE_PICKER_DEBOUNCE_MS).toBe(1000);
  });

  it('reads the text at once on blur and flags impossible dates', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <DatePicker label="Start date" defaultValue="2024-01-01" today="2024-02-14" onChange={onChange} />,
      { fakeTimers: true },
    );
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveValue('01/01/2024');
    await user.clear(input);
    await user.type(input, '29/02/2023');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAccessibleDescription('Please enter a valid date');
  });

  it('opens a calendar from its button, picks by keyboard and returns focus', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <DatePicker label="Start date" value="2024-02-14" today="2024-02-14" onChange={onChange} />,
      { fakeTimers: true },
    );
    const button = screen.getByRole('button', { name: 'Choose date' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wednesday, February 14, 2024' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2024-02-15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the calendar with Escape', async () => {
    const { user } = renderKit(<DatePicker label="Start date" today="2024-02-14" />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
  });

  it('rejects typed dates outside min and max', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <DatePicker label="Start" minDate="2024-01-01" today="2024-02-14" onChange={onChange} />,
      { fakeTimers: true },
    );
    await user.type(screen.getByRole('textbox'), '31/12/2023{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks zh-HK, shows errors and can be disabled', () => {
    renderKit(<DatePicker label="開始" error="validation.required" disabled />, { locale: 'zh-HK', fakeTimers: true });
    expect(screen.getByRole('textbox', { name: '開始' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '選擇日期' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('此欄位必須填寫');
  });
});
