import { Stepper } from '@carrier/kit';
import { defineElement, FIELD_TEXTS, numberProp } from './element-type';

export const inputNumberStepper = defineElement({
  type: 'JInputNumberStepper',
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [
    { name: 'min', kind: 'number' },
    { name: 'max', kind: 'number' },
    { name: 'step', kind: 'number' },
  ],
  defaults: () => ({ label: 'Stepper', texts: { label: { 'en-US': 'Stepper' } }, props: { min: 0, max: 10, step: 1 } }),
  Canvas: ({ frame, text, node }) => (
    <div {...frame}>
      <Stepper
        label={text('label')}
        min={numberProp(node, 'min')}
        max={numberProp(node, 'max')}
        step={numberProp(node, 'step')}
      />
    </div>
  ),
});
