import { NumberInput } from '@carrier/kit';
import { asNumber, boolProp, defineElement, FIELD_TEXTS, numberProp, REQUIRED, VALIDATORS } from './element-type';

export const inputNumber = defineElement({
  type: 'JInputNumber',
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [
    REQUIRED,
    { name: 'type', kind: 'choice', choices: ['integer', 'float'] },
    { name: 'precision', kind: 'number' },
    { name: 'allowNegative', kind: 'boolean' },
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
