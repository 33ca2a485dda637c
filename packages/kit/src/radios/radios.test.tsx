import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { Radios } from './radios';

function Controlled() {
  const [value, setValue] = useState<string | null>('yearly');
  return <Radios label="Payment" options={options} value={value} onChange={setValue} />;
}

const options = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

describe('Radios', () => {
  it('is a radiogroup named by its label, chosen with Space', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Radios label="Payment" options={options} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('monthly');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('follows a controlled value', async () => {
    const { user } = renderKit(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yearly' })).not.toBeChecked();
  });

  it('shows errors and can be disabled', () => {
    renderKit(<Radios label="Payment" options={options} error="validation.required" disabled />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
