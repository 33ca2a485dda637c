import { DateOfBirth } from '@carrier/kit';
import { asText, defineElement, FIELD_TEXTS, numberProp, REQUIRED, VALIDATORS } from './element-type';

export const inputDateOfBirth = defineElement({
  type: 'JInputDateOfBirth',
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [REQUIRED, { name: 'minAge', kind: 'number' }, { name: 'maxAge', kind: 'number' }, VALIDATORS],
  defaults: () => ({ label: 'Date of birth', texts: { label: { 'en-US': 'Date of birth' } } }),
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <DateOfBirth
        label={text('label')}
        minAge={numberProp(node, 'minAge')}
        maxAge={numberProp(node, 'maxAge')}
        {...(field ? { value: asText(field.value) || null, onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
