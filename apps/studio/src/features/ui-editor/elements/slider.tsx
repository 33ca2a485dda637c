import { Slider } from '@carrier/kit';
import { localized } from './element-type';
import { rangeElement } from './range-element';

export const slider = rangeElement({
  type: 'JSlider',
  name: localized('Slider', '滑桿'),
  label: 'Slider',
  max: 100,
  Control: Slider,
});
