import { NumberInput } from '@carrier/kit';
import {
  asNumber,
  boolProp,
  choice,
  defineElement,
  FIELD_TEXTS,
  localized,
  numberProp,
  REQUIRED,
  VALIDATORS,
} from './element-type';

export const inputNumber = defineElement({
  type: 'JInputNumber',
  name: localized('Number input', '數字輸入'),
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [
    REQUIRED,
    {
      name: 'type',
      label: localized('Type', '類型'),
      kind: 'choice',
      choices: [choice('integer', 'Whole number', '整數'), choice('float', 'Decimal', '小數')],
    },
    { name: 'precision', label: localized('Precision', '小數位'), kind: 'number' },
    { name: 'allowNegative', label: localized('Allow negatives', '容許負數'), kind: 'boolean' },
    VALIDATORS,
  ],
  defaults: () => ({ label: 'Number', texts: { label: { 'en-US': 'Number' } } }),
  Canvas: ({ frame, text, node, field }) => (
    <div {...frame}>
      <NumberInput
        label={text('label')}
        hint={text('hint') || undefined}
        required={boolProp(node, 'required')}
        numberType={node.editorSettings.props.type === 'integer' ? 'integer' : 'float'}
        precision={numberProp(node, 'precision')}
        allowNegative={boolProp(node, 'allowNegative')}
        {...(field ? { value: asNumber(field.value), onChange: field.onChange, error: field.error } : {})}
      />
    </div>
  ),
});
