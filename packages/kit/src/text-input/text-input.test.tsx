import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LongText } from '../long-text/long-text';
import { renderKit } from '../testing/render';
import { noChinese } from '../validators/no-chinese';
import { TextInput } from './text-input';

function Validated() {
  const [value, setValue] = useState('');
  return <TextInput label="Name" value={value} onChange={setValue} error={noChinese()(value)} />;
}

function Controlled() {
  const [value, setValue] = useState('one');
  return <LongText label="Details" value={value} onChange={(next) => setValue(next.toUpperCase())} />;
}

describe('TextInput', () => {
  it('is labelled and typed into when uncontrolled', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<TextInput label="Name" hint="As on your ID" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As on your ID');
    await user.tab();
    await user.keyboard('Chan');
    expect(input).toHaveValue('Chan');
    expect(onChange).toHaveBeenLastCalledWith('Chan');
  });

  it('shows the message of its validator, per locale', async () => {
    const { user } = renderKit(<Validated />);
    await user.type(screen.getByRole('textbox'), '陳');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Chinese characters are not allowed');
  });

  it('can be disabled', () => {
    renderKit(<TextInput label="Name" disabled defaultValue="x" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});

describe('LongText', () => {
  it('has 10 rows by default and takes a controlled value', async () => {
    const { user } = renderKit(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Details' });
    expect(area).toHaveAttribute('rows', '10');
    await user.type(area, 'x');
    expect(area).toHaveValue('ONEX');
  });

  it('shows errors in zh-HK', () => {
    renderKit(<LongText label="詳情" error="validation.minWords?min=5" />, { locale: 'zh-HK' });
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入最少 5 個字');
  });
});
