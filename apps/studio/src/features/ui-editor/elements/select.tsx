import { Select } from '@carrier/kit';
import { boolProp, defineElement, FIELD_TEXTS, OPTIONS, optionsOf, REQUIRED, SAMPLE_OPTIONS } from './element-type';

export const select = defineElement({
  type: 'JSelect',
  category: 'form',
  texts: [...FIELD_TEXTS, 'placeholder'],
  binds: true,
  props: [REQUIRED, OPTIONS],
  defaults: () => ({ label: 'Select', texts: { label: { 'en-US': 'Select' } }, props: { options: SAMPLE_OPTIONS } }),
  Canvas: ({ frame, text, node }) => (
    <div {...frame}>
      <Select
        label={text('label')}
        options={optionsOf(node)}
        placeholder={text('placeholder') || undefined}
        required={boolProp(node, 'required')}
      />
    </div>
  ),
});
