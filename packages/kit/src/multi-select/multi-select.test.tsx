import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { MultiSelect, nextEnabledIndex } from './multi-select';

const options = [
  { value: 'a', label: 'Accident' },
  { value: 'b', label: 'Baggage', disabled: true },
  { value: 'c', label: 'Cancellation' },
];

describe('MultiSelect', () => {
  it('skips disabled options when moving', () => {
    expect(nextEnabledIndex(options, 0, 1)).toBe(2);
    expect(nextEnabledIndex(options, 2, 1)).toBe(2);
    expect(nextEnabledIndex(options, 2, -1)).toBe(0);
  });

  it('opens with ArrowDown, toggles with Space and Enter, closes with Escape', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<MultiSelect label="Add-ons" options={options} onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Add-ons' });
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Add-ons' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(listbox).toHaveClass('ck-multi__list');
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange.mock.calls).toEqual([[['a']], [['a', 'c']]]);
    expect(screen.getByRole('option', { name: 'Cancellation' })).toHaveAttribute('aria-selected', 'true');
    expect(combo).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Cancellation' }).id);
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveTextContent('Accident, Cancellation');
    expect(combo).toHaveTextContent('2 selected');
  });

  it('does not open when disabled, and shows a controlled value and error in zh-HK', async () => {
    const { user } = renderKit(
      <MultiSelect label="附加" options={options} value={['c']} error="validation.required" disabled />,
      { locale: 'zh-HK' },
    );
    const combo = screen.getByRole('combobox', { name: '附加' });
    expect(combo).toHaveAttribute('aria-disabled', 'true');
    expect(combo).toHaveTextContent('已選 1 項');
    await user.click(combo);
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('此欄位必須填寫');
  });
});
