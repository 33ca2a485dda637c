import { CheckboxGroup } from '@carrier/kit';
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

export const checkboxGroup = defineElement({
  type: 'JCheckboxGroup',
  name: localized('Checkbox group', '核取方塊組'),
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [REQUIRED, OPTIONS],
  defaults: () => ({
    label: 'Checkbox group',
    texts: { label: { 'en-US': 'Checkbox group' } },
    props: { options: SAMPLE_OPTIONS },
  }),
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <CheckboxGroup
        label={text('label')}
        hint={text('hint') || undefined}
        options={useOptions(node)}
        required={boolProp(node, 'required')}
        {...(field ? { value: asTextList(field.value), onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
