import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { Checkbox } from './checkbox';

function Controlled() {
  const [checked, setChecked] = useState(true);
  return (
    <>
      <Checkbox label="Smoker" checked={checked} onChange={setChecked} />
      <output>{String(checked)}</output>
    </>
  );
}

describe('Checkbox', () => {
  it('toggles with Space when uncontrolled and reports each change', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Checkbox label="I agree" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows its controlled value', async () => {
    const { user } = renderKit(<Controlled />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByText('Smoker'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('shows its validator message in zh-HK and marks itself invalid', () => {
    renderKit(<Checkbox label="同意" error="validation.required" />, { locale: 'zh-HK' });
    const box = screen.getByRole('checkbox', { name: '同意' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('此欄位必須填寫');
  });

  it('can be disabled', () => {
    renderKit(<Checkbox label="Off" disabled />);
    expect(screen.getByRole('checkbox', { name: 'Off' })).toBeDisabled();
  });

  it('marks a required box after its label, and keeps the mark out of its name', () => {
    renderKit(<Checkbox label="I agree" required />);
    const box = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    expect(box.labels?.[0]).toHaveTextContent('I agree *');
  });
});
