import { Toggle } from '@carrier/kit';
import { asBoolean, defineElement, FIELD_TEXTS } from './element-type';

export const toggle = defineElement({
  type: 'JToggle',
  category: 'form',
  texts: [...FIELD_TEXTS, 'onText', 'offText'],
  binds: true,
  props: [],
  defaults: () => ({ label: 'Toggle', texts: { label: { 'en-US': 'Toggle' } } }),
  Canvas: ({ frame, text, field }) => (
    <div {...frame}>
      <Toggle
        label={text('label')}
        onText={text('onText') || undefined}
        offText={text('offText') || undefined}
        {...(field ? { value: asBoolean(field.value), onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
