import { Slider } from '@carrier/kit';
import { defineElement, FIELD_TEXTS, numberProp } from './element-type';

export const slider = defineElement({
  type: 'JSlider',
  category: 'form',
  texts: FIELD_TEXTS,
  binds: true,
  props: [
    { name: 'min', kind: 'number' },
    { name: 'max', kind: 'number' },
    { name: 'step', kind: 'number' },
  ],
  defaults: () => ({ label: 'Slider', texts: { label: { 'en-US': 'Slider' } }, props: { min: 0, max: 100, step: 1 } }),
  Canvas: ({ frame, text, node }) => (
    <div {...frame}>
      <Slider
        label={text('label')}
        min={numberProp(node, 'min')}
        max={numberProp(node, 'max')}
        step={numberProp(node, 'step')}
      />
    </div>
  ),
});
