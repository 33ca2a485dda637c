import type { ComponentType } from 'react';
import { defineElement, FIELD_TEXTS, numberProp } from './element-type';

type RangeControl = ComponentType<{ label: string; min?: number; max?: number; step?: number }>;

/** A bound number field between min and max by step (the stepper, the slider): its kit control and defaults. */
export function rangeElement(options: { type: string; label: string; max: number; Control: RangeControl }) {
  const { type, label, max, Control } = options;
  return defineElement({
    type,
    category: 'form',
    texts: FIELD_TEXTS,
    binds: true,
    props: [
      { name: 'min', kind: 'number' },
      { name: 'max', kind: 'number' },
      { name: 'step', kind: 'number' },
    ],
    defaults: () => ({ label, texts: { label: { 'en-US': label } }, props: { min: 0, max, step: 1 } }),
    // biome-ignore lint/correctness/noComponentHookFactories: made once per element type, at module load.
    Canvas: ({ frame, text, node }) => (
      <div {...frame}>
        <Control
          label={text('label')}
          min={numberProp(node, 'min')}
          max={numberProp(node, 'max')}
          step={numberProp(node, 'step')}
        />
      </div>
    ),
  });
}
