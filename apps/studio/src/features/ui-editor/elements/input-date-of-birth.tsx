import { DateOfBirth } from '@carrier/kit';
import {
  asText,
  boolProp,
  defineElement,
  FIELD_TEXTS,
  localized,
  MAX_AGE,
  MIN_AGE,
  numberProp,
  REQUIRED,
  VALIDATORS,
} from './element-type';

export const inputDateOfBirth = defineElement({
  type: 'JInputDateOfBirth',
  name: localized('Date of birth', '出生日期'),
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [REQUIRED, MIN_AGE, MAX_AGE, VALIDATORS],
  defaults: () => ({ label: 'Date of birth', texts: { label: { 'en-US': 'Date of birth' } } }),
  // The age range limits the widget's years, and is checked as ageBetween even when not chosen as a validator.
  live: {
    rules: (node) => {
      const min = numberProp(node, 'minAge');
      const max = numberProp(node, 'maxAge');
      return min === undefined && max === undefined ? [] : [{ rule: 'ageBetween', min: min ?? 0, max: max ?? 150 }];
    },
  },
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <DateOfBirth
        label={text('label')}
        hint={text('hint') || undefined}
        required={boolProp(node, 'required')}
        minAge={numberProp(node, 'minAge')}
        maxAge={numberProp(node, 'maxAge')}
        {...(field ? { value: asText(field.value) || null, onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
