import { LongText } from '@carrier/kit';
import {
  asText,
  boolProp,
  defineElement,
  FIELD_TEXTS,
  localized,
  numberProp,
  REQUIRED,
  VALIDATORS,
} from './element-type';

export const inputLongText = defineElement({
  type: 'JInputLongText',
  name: localized('Long text', '長文字'),
  category: 'form',
  texts: [...FIELD_TEXTS, 'placeholder'],
  binds: true,
  props: [REQUIRED, { name: 'rows', label: localized('Rows', '行數'), kind: 'number' }, VALIDATORS],
  defaults: () => ({ label: 'Long text', texts: { label: { 'en-US': 'Long text' } }, props: { rows: 10 } }),
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <LongText
        label={text('label')}
        hint={text('hint') || undefined}
        placeholder={text('placeholder') || undefined}
        rows={numberProp(node, 'rows') ?? 10}
        required={boolProp(node, 'required')}
        {...(field ? { value: asText(field.value), onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
