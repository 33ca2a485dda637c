import { MultiSelect } from '@carrier/kit';
import {
  asTextList,
  boolProp,
  defineElement,
  FIELD_TEXTS,
  localized,
  OPTIONS,
  REQUIRED,
  SAMPLE_OPTIONS,
} from './element-type';
import { useOptions } from './options';

export const multiSelect = defineElement({
  type: 'JMultiSelect',
  name: localized('Multi-select', '多選選單'),
  category: 'form',
  texts: [...FIELD_TEXTS, 'placeholder'],
  binds: true,
  props: [REQUIRED, OPTIONS],
  defaults: () => ({
    label: 'Multi-select',
    texts: { label: { 'en-US': 'Multi-select' } },
    props: { options: SAMPLE_OPTIONS },
  }),
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <MultiSelect
        label={text('label')}
        hint={text('hint') || undefined}
        options={useOptions(node)}
        placeholder={text('placeholder') || undefined}
        required={boolProp(node, 'required')}
        {...(field ? { value: asTextList(field.value), onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
