import { MultiSelect } from '@carrier/kit';
import { asTextList, localized } from './element-type';
import { optionsElement } from './options-element';

export const multiSelect = optionsElement({
  type: 'JMultiSelect',
  name: localized('Multi-select', '多選選單'),
  label: 'Multi-select',
  texts: ['placeholder'],
  render: (common, { text, field }) => (
    <MultiSelect
      {...common}
      placeholder={text('placeholder') || undefined}
      {...(field ? { value: asTextList(field.value), onChange: field.onChange, error: field.error } : {})}
    />
  ),
});
