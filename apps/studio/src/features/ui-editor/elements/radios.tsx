import { Radios } from '@carrier/kit';
import { defineElement, FIELD_TEXTS, OPTIONS, optionsOf, REQUIRED, SAMPLE_OPTIONS } from './element-type';

export const radios = defineElement({
  type: 'JRadios',
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [REQUIRED, OPTIONS, { name: 'direction', kind: 'choice', choices: ['column', 'row'] }],
  defaults: () => ({ label: 'Radios', texts: { label: { 'en-US': 'Radios' } }, props: { options: SAMPLE_OPTIONS } }),
  Canvas: ({ frame, text, node }) => (
    <div {...frame}>
      <Radios
        label={text('label')}
        options={optionsOf(node)}
        direction={node.editorSettings.props.direction === 'row' ? 'row' : 'column'}
      />
    </div>
  ),
});
