import { Radios } from '@carrier/kit';
import {
  asText,
  boolProp,
  choice,
  defineElement,
  FIELD_TEXTS,
  localized,
  OPTIONS,
  REQUIRED,
  SAMPLE_OPTIONS,
} from './element-type';
import { useOptions } from './options';

export const radios = defineElement({
  type: 'JRadios',
  name: localized('Radios', '單選按鈕'),
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [
    REQUIRED,
    OPTIONS,
    {
      name: 'direction',
      label: localized('Direction', '方向'),
      kind: 'choice',
      choices: [choice('column', 'Column', '直列'), choice('row', 'Row', '橫列')],
    },
  ],
  defaults: () => ({ label: 'Radios', texts: { label: { 'en-US': 'Radios' } }, props: { options: SAMPLE_OPTIONS } }),
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <Radios
        label={text('label')}
        hint={text('hint') || undefined}
        options={useOptions(node)}
        required={boolProp(node, 'required')}
        direction={node.editorSettings.props.direction === 'row' ? 'row' : 'column'}
        {...(field ? { value: asText(field.value) || null, onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
