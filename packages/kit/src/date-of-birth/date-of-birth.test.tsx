import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { DateOfBirth } from './date-of-birth';

describe('DateOfBirth', () => {
  it('emits YYYY-MM-DD once day, month and year are chosen, and null when one is cleared', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<DateOfBirth label="Date of birth" today="2024-06-15" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '29');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
    expect(onChange).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2000');
    expect(onChange).toHaveBeenLastCalledWith('2000-02-29');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('drops a day the chosen month lacks', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <DateOfBirth label="DOB" today="2024-06-15" defaultValue="2000-01-31" onChange={onChange} />,
    );
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'April');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getAllByRole('option').filter((option) => option.closest('.ck-dob__day'))).toHaveLength(31);
  });

  it('keeps 29 February through common years, emitting null and saying why', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <DateOfBirth label="DOB" today="2024-06-15" defaultValue="2000-02-29" onChange={onChange} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2001');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('29');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid date');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2004');
    expect(onChange).toHaveBeenLastCalledWith('2004-02-29');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers years for ages 0 to 150 and uses zh-HK texts', () => {
    renderKit(<DateOfBirth label="出生日期" today="2024-06-15" />, { locale: 'zh-HK' });
    const year = screen.getByRole('combobox', { name: '年' });
    const years = [...year.querySelectorAll('option')].map((option) => option.textContent);
    expect(years[1]).toBe('2024');
    expect(years.at(-1)).toBe('1873');
    expect(screen.getByRole('option', { name: '二月' })).toBeInTheDocument();
  });

  it('follows a controlled value, shows errors and can be disabled', () => {
    renderKit(<DateOfBirth label="DOB" value="1990-03-05" error="validation.required" disabled />);
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('1990');
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  });

  it('says a date outside the age range is out of range, with the bounds, even when the form says required', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <DateOfBirth
        label="DOB"
        today="2026-11-25"
        minAge={18}
        maxAge={65}
        error="validation.required"
        onChange={onChange}
      />,
      { locale: 'zh-HK' },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '年' }), '2008');
    await user.selectOptions(screen.getByRole('combobox', { name: '月' }), '十二月');
    await user.selectOptions(screen.getByRole('combobox', { name: '日' }), '1');
    expect(onChange).not.toHaveBeenCalledWith(expect.any(String));
    expect(screen.getByRole('alert')).toHaveTextContent('年齡必須介乎 18 至 65 歲');
    await user.selectOptions(screen.getByRole('combobox', { name: '年' }), '2007');
    expect(onChange).toHaveBeenLastCalledWith('2007-12-01');
  });

  it('marks a required date of birth', () => {
    renderKit(<DateOfBirth label="DOB" required />);
    expect(screen.getByRole('group', { name: 'DOB' }).querySelector('legend')).toHaveTextContent('DOB *');
  });
});
