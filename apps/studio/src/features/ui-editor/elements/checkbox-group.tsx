import { CheckboxGroup } from '@carrier/kit';
import { defineElement, FIELD_TEXTS, OPTIONS, optionsOf, REQUIRED, SAMPLE_OPTIONS } from './element-type';

export const checkboxGroup = defineElement({
  type: 'JCheckboxGroup',
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [REQUIRED, OPTIONS],
  defaults: () => ({
    label: 'Checkbox group',
    texts: { label: { 'en-US': 'Checkbox group' } },
    props: { options: SAMPLE_OPTIONS },
  }),
  Canvas: ({ frame, text, node }) => (
    <div {...frame}>
      <CheckboxGroup label={text('label')} options={optionsOf(node)} />
    </div>
  ),
});
