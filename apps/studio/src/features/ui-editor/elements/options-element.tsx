import type { Option } from '@carrier/kit';
import type { ReactNode } from 'react';
import type { CanvasProps } from '../../../shared/canvas/element-renderer';
import {
  boolProp,
  defineElement,
  type ElementType,
  FIELD_TEXTS,
  OPTIONS,
  type PropSpec,
  REQUIRED,
  SAMPLE_OPTIONS,
} from './element-type';
import { useOptions } from './options';

/** What every options control gets: its label, hint, the node's options in the shown locale, required. */
type OptionsFieldProps = { label: string; hint?: string; options: Option[]; required: boolean };

/**
 * A bound field that chooses among its options (select, radios, checkbox group, multi-select): required
 * and the options list, two sample options; `render` draws its kit control from the common field props.
 */
export function optionsElement(options: {
  type: string;
  name: ElementType['name'];
  label: string;
  /** Texts beyond label and hint (a placeholder). */
  texts?: readonly string[];
  /** Props after required and options. */
  props?: readonly PropSpec[];
  render: (common: OptionsFieldProps, canvas: CanvasProps) => ReactNode;
}) {
  const { type, name, label, texts = [], props = [], render } = options;
  return defineElement({
    type,
    name,
    category: 'form',
    texts: [...FIELD_TEXTS, ...texts],
    binds: true,
    props: [REQUIRED, OPTIONS, ...props],
    defaults: () => ({ label, texts: { label: { 'en-US': label } }, props: { options: SAMPLE_OPTIONS } }),
    // biome-ignore lint/correctness/noComponentHookFactories: made once per element type, at module load.
    Canvas: (canvas) => {
      const { frame, text, node } = canvas;
      const common = {
        label: text('label'),
        hint: text('hint') || undefined,
        options: useOptions(node),
        required: boolProp(node, 'required'),
      };
      return <div {...frame}>{render(common, canvas)}</div>;
    },
  });
}
