import type { ComponentType } from 'react';
import {
  asNumber,
  boolProp,
  defineElement,
  FIELD_TEXTS,
  type Localized,
  localized,
  numberProp,
  REQUIRED,
} from './element-type';

type RangeControl = ComponentType<{
  label: string;
  hint?: string;
  required?: boolean;
  min?: number;
  max?: number;
  step?: number;
  value?: number;
  onChange?: (value: number) => void;
  error?: string;
}>;

/** A bound number field between min and max by step (the stepper, the slider): its kit control and defaults. */
export function rangeElement(options: {
  type: string;
  name: Localized;
  label: string;
  max: number;
  Control: RangeControl;
}) {
  const { type, name, label, max, Control } = options;
  return defineElement({
    type,
    name,
    category: 'form',
    texts: FIELD_TEXTS,
    binds: true,
    props: [
      REQUIRED,
      { name: 'min', label: localized('Minimum', '最小值'), kind: 'number' },
      { name: 'max', label: localized('Maximum', '最大值'), kind: 'number' },
      { name: 'step', label: localized('Step', '每步'), kind: 'number' },
    ],
    defaults: () => ({ label, texts: { label: { 'en-US': label } }, props: { min: 0, max, step: 1 } }),
    // The control shows its minimum before it is touched: that is the value recorded and sent.
    live: { initial: (node) => numberProp(node, 'min') ?? 0 },
    // biome-ignore lint/correctness/noComponentHookFactories: made once per element type, at module load.
    Canvas: ({ frame, text, node, field }) => (
      <div {...frame}>
        <Control
          label={text('label')}
          hint={text('hint') || undefined}
          required={boolProp(node, 'required')}
          min={numberProp(node, 'min')}
          max={numberProp(node, 'max')}
          step={numberProp(node, 'step')}
          {...(field
            ? { value: asNumber(field.value) ?? undefined, onChange: field.onChange, error: field.error }
            : {})}
        />
      </div>
    ),
  });
}
