import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { NumberInput } from './number-input';

function Controlled() {
  const [value, setValue] = useState<number | null>(1234.5);
  return (
    <>
      <NumberInput label="Premium" value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue(99999)}>
        set
      </button>
      <output>{String(value)}</output>
    </>
  );
}

describe('NumberInput', () => {
  it('groups thousands while typing, drops other characters and emits numbers', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<NumberInput label="Sum insured" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Sum insured' });
    await user.type(input, '12a34-5.678');
    expect(input).toHaveValue('12,345.67');
    expect(onChange).toHaveBeenLastCalledWith(12345.67);
  });

  it('trims a trailing decimal mark on blur', async () => {
    const { user } = renderKit(<NumberInput label="Amount" />);
    const input = screen.getByRole('textbox');
    await user.type(input, '1000.');
    expect(input).toHaveValue('1,000.');
    await user.tab();
    expect(input).toHaveValue('1,000');
  });

  it('accepts negatives only when allowed', async () => {
    const { user } = renderKit(
      <>
        <NumberInput label="Signed" allowNegative />
        <NumberInput label="Whole" numberType="integer" />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Signed' }), '-42.5');
    expect(screen.getByRole('textbox', { name: 'Signed' })).toHaveValue('-42.5');
    await user.type(screen.getByRole('textbox', { name: 'Whole' }), '-42');
    expect(screen.getByRole('textbox', { name: 'Whole' })).toHaveValue('42');
  });

  it('rounds a fraction typed into an integer field and says so, never reading -12.7 as -127', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<NumberInput label="Years" numberType="integer" allowNegative onChange={onChange} />, {
      locale: 'zh-HK',
    });
    const input = screen.getByRole('textbox', { name: 'Years' });
    await user.type(input, '-12.7');
    expect(input).toHaveValue('-12.7');
    expect(onChange).toHaveBeenLastCalledWith(-13);
    expect(screen.getByRole('status')).toHaveTextContent('只接受整數：-12.7 將當作 -13');
    await user.tab();
    expect(input).toHaveValue('-13');
    expect(screen.getByRole('status')).toHaveTextContent('-12.7');
    await user.clear(input);
    await user.type(input, '8');
    expect(screen.queryByRole('status')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(8);
  });

  it('shows a controlled value formatted and follows outside changes', async () => {
    const { user } = renderKit(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Premium' });
    expect(input).toHaveValue('1,234.5');
    await user.clear(input);
    expect(screen.getByRole('status')).toHaveTextContent('null');
    await user.click(screen.getByRole('button', { name: 'set' }));
    expect(input).toHaveValue('99,999');
  });

  it('shows errors and can be disabled', () => {
    renderKit(<NumberInput label="Amount" error="validation.required" disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('This field is required');
  });
});
