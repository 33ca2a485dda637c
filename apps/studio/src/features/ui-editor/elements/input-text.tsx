import { TextInput } from '@carrier/kit';
import {
  asText,
  boolProp,
  DISABLED,
  defineElement,
  FIELD_TEXTS,
  localized,
  REQUIRED,
  VALIDATORS,
} from './element-type';

export const inputText = defineElement({
  type: 'JInputText',
  name: localized('Text input', '文字輸入'),
  category: 'form',
  texts: [...FIELD_TEXTS, 'placeholder'],
  binds: true,
  props: [REQUIRED, DISABLED, VALIDATORS],
  defaults: () => ({ label: 'Text input', texts: { label: { 'en-US': 'Text input' } } }),
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <TextInput
        label={text('label')}
        hint={text('hint') || undefined}
        placeholder={text('placeholder') || undefined}
        required={boolProp(node, 'required')}
        disabled={boolProp(node, 'disabled')}
        {...(field ? { value: asText(field.value), onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
