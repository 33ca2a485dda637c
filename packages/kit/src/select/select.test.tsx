import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { Select } from './select';

const options = [
  { value: 'hk', label: 'Hong Kong' },
  { value: 'sg', label: 'Singapore' },
];

describe('Select', () => {
  it('starts on the placeholder and emits the chosen value, null for the placeholder', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Select label="Region" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toHaveDisplayValue('Please select');
    await user.selectOptions(select, 'sg');
    expect(onChange).toHaveBeenLastCalledWith('sg');
    await user.selectOptions(select, '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('speaks zh-HK, shows a controlled value, errors and disabled', () => {
    renderKit(<Select label="地區" options={options} value="hk" error="validation.required" disabled />, {
      locale: 'zh-HK',
    });
    const select = screen.getByRole('combobox', { name: '地區' });
    expect(select).toHaveDisplayValue('Hong Kong');
    expect(screen.getByRole('option', { name: '請選擇' })).toBeInTheDocument();
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('此欄位必須填寫');
  });
});
