import { box } from './box';
import { button } from './button';
import { checkbox } from './checkbox';
import { checkboxGroup } from './checkbox-group';
import { customComponent } from './custom-component';
import { datePicker } from './date-picker';
import { divider } from './divider';
import type { ElementType } from './element-type';
import { flex } from './flex';
import { headline } from './headline';
import { htmlRenderer } from './html-renderer';
import { image } from './image';
import { inputDateOfBirth } from './input-date-of-birth';
import { inputLongText } from './input-long-text';
import { inputNumber } from './input-number';
import { inputNumberStepper } from './input-number-stepper';
import { inputText } from './input-text';
import { label } from './label';
import { link } from './link';
import { multiSelect } from './multi-select';
import { radios } from './radios';
import { select } from './select';
import { slider } from './slider';
import { spinner } from './spinner';
import { text } from './text';
import { toggle } from './toggle';

/** The element library (spec 002 §3), in gallery order: one line per element type. */
export const ELEMENT_TYPES: readonly ElementType[] = [
  box,
  flex,
  divider,
  text,
  headline,
  label,
  htmlRenderer,
  image,
  link,
  inputText,
  inputLongText,
  inputNumber,
  inputNumberStepper,
  slider,
  toggle,
  checkbox,
  checkboxGroup,
  radios,
  select,
  multiSelect,
  inputDateOfBirth,
  datePicker,
  spinner,
  button,
];

const BY_TYPE = new Map(ELEMENT_TYPES.map((type) => [type.type, type]));

/** The element type of a node; any other component is one of the app's own. */
export const elementOf = (component: string): ElementType => BY_TYPE.get(component) ?? customComponent;
export type { ElementType } from './element-type';
