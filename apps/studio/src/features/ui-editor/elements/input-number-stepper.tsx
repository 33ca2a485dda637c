import { Stepper } from '@carrier/kit';
import { localized } from './element-type';
import { rangeElement } from './range-element';

export const inputNumberStepper = rangeElement({
  type: 'JInputNumberStepper',
  name: localized('Number stepper', '數字步進器'),
  label: 'Stepper',
  max: 10,
  Control: Stepper,
});
