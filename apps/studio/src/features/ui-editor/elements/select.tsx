import { Select } from '@carrier/kit';
import { asText, localized } from './element-type';
import { optionsElement } from './options-element';

export const select = optionsElement({
  type: 'JSelect',
  name: localized('Select', '下拉選單'),
  label: 'Select',
  texts: ['placeholder'],
  render: (common, { text, field }) => (
    <Select
      {...common}
      placeholder={text('placeholder') || undefined}
      {...(field ? { value: asText(field.value) || null, onChange: field.onChange, error: field.error } : {})}
    />
  ),
});
