import { Radios } from '@carrier/kit';
import { asText, choice, localized } from './element-type';
import { optionsElement } from './options-element';

export const radios = optionsElement({
  type: 'JRadios',
  name: localized('Radios', '單選按鈕'),
  label: 'Radios',
  props: [
    {
      name: 'direction',
      label: localized('Direction', '方向'),
      kind: 'choice',
      choices: [choice('column', 'Column', '直列'), choice('row', 'Row', '橫列')],
    },
  ],
  render: (common, { node, field }) => (
    <Radios
      {...common}
      direction={node.editorSettings.props.direction === 'row' ? 'row' : 'column'}
      {...(field ? { value: asText(field.value) || null, onChange: field.onChange, error: field.error } : {})}
    />
  ),
});
