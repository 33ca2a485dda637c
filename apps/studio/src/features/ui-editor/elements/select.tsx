import { Select } from '@carrier/kit';
import {
  asText,
  boolProp,
  defineElement,
  FIELD_TEXTS,
  localized,
  OPTIONS,
  REQUIRED,
  SAMPLE_OPTIONS,
} from './element-type';
import { useOptions } from './options';

export const select = defineElement({
  type: 'JSelect',
  name: localized('Select', '下拉選單'),
  category: 'form',
  texts: [...FIELD_TEXTS, 'placeholder'],
  binds: true,
  props: [REQUIRED, OPTIONS],
  defaults: () => ({ label: 'Select', texts: { label: { 'en-US': 'Select' } }, props: { options: SAMPLE_OPTIONS } }),
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <Select
        label={text('label')}
        hint={text('hint') || undefined}
        options={useOptions(node)}
        placeholder={text('placeholder') || undefined}
        required={boolProp(node, 'required')}
        {...(field ? { value: asText(field.value) || null, onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
