import { CheckboxGroup } from '@carrier/kit';
import { asTextList, localized } from './element-type';
import { optionsElement } from './options-element';

export const checkboxGroup = optionsElement({
  type: 'JCheckboxGroup',
  name: localized('Checkbox group', '核取方塊組'),
  label: 'Checkbox group',
  render: (common, { field }) => (
    <CheckboxGroup
      {...common}
      {...(field ? { value: asTextList(field.value), onChange: field.onChange, error: field.error } : {})}
    />
  ),
});
