import { screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { DateOfBirth } from '../date-of-birth/date-of-birth';
import { renderKit } from '../testing/render';
import { TextInput } from '../text-input/text-input';
import { ageBetween } from './age-between';
import { hkid } from './hkid';
import { required } from './required';
import { combineValidators } from './rules';

type Applicant = { idNumber: string; birthDate: string | null };

function ApplicantForm({ onSubmit }: { onSubmit: (values: Applicant) => void }) {
  const { control, handleSubmit } = useForm<Applicant>({ defaultValues: { idNumber: '', birthDate: null } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        control={control}
        name="idNumber"
        rules={{ validate: combineValidators(required(), hkid()) }}
        render={({ field, fieldState }) => (
          <TextInput
            label="HKID"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="birthDate"
        rules={{ validate: combineValidators(required(), ageBetween({ min: 18, max: 65, today: () => '2024-06-15' })) }}
        render={({ field, fieldState }) => (
          <DateOfBirth
            label="Date of birth"
            today="2024-06-15"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">Submit</Button>
    </form>
  );
}

describe('validators in react-hook-form', () => {
  it('block submit with translated messages until the values pass', async () => {
    const onSubmit = vi.fn();
    const { user } = renderKit(<ApplicantForm onSubmit={onSubmit} />, { locale: 'zh-HK' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '此欄位必須填寫',
      '此欄位必須填寫',
    ]);

    await user.type(screen.getByRole('textbox', { name: 'HKID' }), 'A123456(4)');
    await user.selectOptions(screen.getByRole('combobox', { name: '日' }), '16');
    await user.selectOptions(screen.getByRole('combobox', { name: '月' }), '六月');
    await user.selectOptions(screen.getByRole('combobox', { name: '年' }), '2006');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '請輸入有效的香港身份證號碼，例如 A123456(3)',
      '年齡必須介乎 18 至 65 歲',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'HKID' }));
    await user.type(screen.getByRole('textbox', { name: 'HKID' }), 'A123456(3)');
    await user.selectOptions(screen.getByRole('combobox', { name: '日' }), '15');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ idNumber: 'A123456(3)', birthDate: '2006-06-15' }, expect.anything());
  });
});
