import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { nextToggleValue, Toggle } from './toggle';

describe('Toggle', () => {
  it('goes from null to true, then flips between true and false', () => {
    expect(nextToggleValue(null)).toBe(true);
    expect(nextToggleValue(true)).toBe(false);
    expect(nextToggleValue(false)).toBe(true);
  });

  it('starts unset, and Space and Enter switch it', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Toggle label="Smoker" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Smoker' });
    expect(toggle).toHaveAttribute('data-state', 'unset');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Not set');
    await user.tab();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('Yes');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAttribute('data-state', 'off');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a controlled value in zh-HK, its error, and can be disabled', () => {
    renderKit(<Toggle label="吸煙" value={false} error="validation.required" disabled />, { locale: 'zh-HK' });
    const toggle = screen.getByRole('switch', { name: '吸煙' });
    expect(toggle).toHaveTextContent('否');
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('此欄位必須填寫');
  });
});
