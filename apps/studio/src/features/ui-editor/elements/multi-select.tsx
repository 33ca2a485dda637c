import { MultiSelect } from '@carrier/kit';
import { defineElement, FIELD_TEXTS, OPTIONS, optionsOf, REQUIRED, SAMPLE_OPTIONS } from './element-type';

export const multiSelect = defineElement({
  type: 'JMultiSelect',
  category: 'form',
  texts: [...FIELD_TEXTS, 'placeholder'],
  binds: true,
  props: [REQUIRED, OPTIONS],
  defaults: () => ({
    label: 'Multi-select',
    texts: { label: { 'en-US': 'Multi-select' } },
    props: { options: SAMPLE_OPTIONS },
  }),
  Canvas: ({ frame, text, node }) => (
    <div {...frame}>
      <MultiSelect label={text('label')} options={optionsOf(node)} placeholder={text('placeholder') || undefined} />
    </div>
  ),
});
