import { Stepper } from '@carrier/kit';
import { rangeElement } from './range-element';

export const inputNumberStepper = rangeElement({
  type: 'JInputNumberStepper',
  label: 'Stepper',
  max: 10,
  Control: Stepper,
});
