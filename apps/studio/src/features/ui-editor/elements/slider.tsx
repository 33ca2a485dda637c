import { Slider } from '@carrier/kit';
import { rangeElement } from './range-element';

export const slider = rangeElement({ type: 'JSlider', label: 'Slider', max: 100, Control: Slider });
