import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('is a spinbutton from 0 to 10 stepped with the arrow keys and clamped', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Stepper label="Travellers" onChange={onChange} />);
    const spin = screen.getByRole('spinbutton', { name: 'Travellers' });
    expect(spin).toHaveAttribute('aria-valuenow', '0');
    expect(spin).toHaveAttribute('aria-valuemin', '0');
    expect(spin).toHaveAttribute('aria-valuemax', '10');
    await user.tab();
    expect(spin).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(spin).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(spin).toHaveValue('2');
    await user.keyboard('{End}{ArrowUp}');
    expect(spin).toHaveValue('10');
    await user.keyboard('{Home}');
    expect(spin).toHaveValue('0');
    expect(onChange.mock.calls).toEqual([[1], [2], [10], [0]]);
  });

  it('clamps typed numbers on Enter and blur', async () => {
    const { user } = renderKit(<Stepper label="Count" min={1} max={5} />);
    const spin = screen.getByRole('spinbutton');
    await user.clear(spin);
    await user.type(spin, '99{Enter}');
    expect(spin).toHaveValue('5');
    await user.clear(spin);
    await user.type(spin, '0');
    await user.tab();
    expect(spin).toHaveValue('1');
  });

  it('has − and + buttons that disable at the ends', async () => {
    const { user } = renderKit(<Stepper label="Count" defaultValue={9} />);
    const increase = screen.getByRole('button', { name: 'Increase' });
    await user.click(increase);
    expect(screen.getByRole('spinbutton')).toHaveValue('10');
    expect(increase).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeEnabled();
  });

  it('follows a controlled value, shows errors in zh-HK and can be disabled', () => {
    renderKit(<Stepper label="人數" value={3} error="validation.required" disabled />, { locale: 'zh-HK' });
    const spin = screen.getByRole('spinbutton', { name: '人數' });
    expect(spin).toHaveValue('3');
    expect(spin).toBeDisabled();
    expect(screen.getByRole('button', { name: '增加' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('此欄位必須填寫');
  });
});
