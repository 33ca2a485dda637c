import { Checkbox } from '@carrier/kit';
import { boolProp, defineElement, FIELD_TEXTS, REQUIRED } from './element-type';

export const checkbox = defineElement({
  type: 'JCheckbox',
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [REQUIRED],
  defaults: () => ({ label: 'Checkbox', texts: { label: { 'en-US': 'Checkbox' } } }),
  Canvas: ({ frame, text, node }) => (
    <div {...frame}>
      <Checkbox label={text('label')} required={boolProp(node, 'required')} />
    </div>
  ),
});
