import { Checkbox } from '@carrier/kit';
import { boolProp, defineElement, FIELD_TEXTS, localized, REQUIRED } from './element-type';

export const checkbox = defineElement({
  type: 'JCheckbox',
  name: localized('Checkbox', '核取方塊'),
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [REQUIRED],
  defaults: () => ({ label: 'Checkbox', texts: { label: { 'en-US': 'Checkbox' } } }),
  // Unticked is an answer (false); a required box must be ticked (terms, a declaration).
  live: { initial: () => false, required: { rule: 'checked' } },
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <Checkbox
        label={text('label')}
        hint={text('hint') || undefined}
        required={boolProp(node, 'required')}
        {...(field ? { checked: field.value === true, onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
