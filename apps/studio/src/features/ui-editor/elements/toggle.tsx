import { Toggle } from '@carrier/kit';
import { asBoolean, boolProp, defineElement, FIELD_TEXTS, localized, REQUIRED } from './element-type';

export const toggle = defineElement({
  type: 'JToggle',
  name: localized('Toggle', '開關'),
  category: 'form',
  texts: [...FIELD_TEXTS, 'onText', 'offText'],
  binds: true,
  props: [REQUIRED],
  // A required toggle starts unset (the visitor must answer yes or no); an optional one starts off, as it
  // is sent: left "not set" it sent nothing, and a rule reading it could not price.
  live: { initial: (node) => (node.editorSettings.props.required === true ? undefined : false) },
  defaults: () => ({ label: 'Toggle', texts: { label: { 'en-US': 'Toggle' } } }),
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <Toggle
        label={text('label')}
        hint={text('hint') || undefined}
        onText={text('onText') || undefined}
        offText={text('offText') || undefined}
        required={boolProp(node, 'required')}
        {...(field ? { value: asBoolean(field.value), onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
