import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { CheckboxGroup, toggleOption } from './checkbox-group';

const options = [
  { value: 'car', label: 'Car' },
  { value: 'home', label: 'Home' },
  { value: 'travel', label: 'Travel', disabled: true },
];

describe('CheckboxGroup', () => {
  it('keeps the options order whatever the order of clicks', () => {
    expect(toggleOption(options, ['home'], 'car')).toEqual(['car', 'home']);
    expect(toggleOption(options, ['car', 'home'], 'car')).toEqual(['home']);
  });

  it('is a labelled group operated with Tab and Space', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<CheckboxGroup label="Cover" options={options} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Cover' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Home' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['car', 'home']);
    expect(screen.getByRole('checkbox', { name: 'Travel' })).toBeDisabled();
  });

  it('takes a controlled value and shows a translated error', () => {
    renderKit(<CheckboxGroup label="保障" options={options} value={['home']} error="validation.required" />, {
      locale: 'zh-HK',
    });
    expect(screen.getByRole('checkbox', { name: 'Home' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Car' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('此欄位必須填寫');
  });

  it('disables every option with the group', () => {
    renderKit(<CheckboxGroup label="Cover" options={options} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
