import type { Option } from '@carrier/kit';
import { useContext } from 'react';
import { CanvasContext } from '../../../shared/canvas/canvas-context';
import { useValue } from '../../../shared/canvas/value-store';
import { optionLabel, optionsOf } from './element-type';

/** A choice element's options labelled in the locale the canvas or the published app shows. */
export function useOptions(node: Parameters<typeof optionsOf>[0]): Option[] {
  const locale = useValue(useContext(CanvasContext).locale);
  return optionsOf(node).map((option) => ({ value: option.value, label: optionLabel(option, locale) }));
}
