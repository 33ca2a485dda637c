import { Radios } from '@carrier/kit';
import { asText, boolProp, defineElement, FIELD_TEXTS, OPTIONS, REQUIRED, SAMPLE_OPTIONS } from './element-type';
import { useOptions } from './options';

export const radios = defineElement({
  type: 'JRadios',
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [REQUIRED, OPTIONS, { name: 'direction', kind: 'choice', choices: ['column', 'row'] }],
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
