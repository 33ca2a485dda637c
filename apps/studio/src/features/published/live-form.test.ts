import { uiNode } from '@carrier/contracts/ui-tree';
import { describe, expect, it } from 'vitest';
import { initialValues, pageNodes, quoteInputs, rulesOf, validateForm } from './live-form';
import { pageAt } from './PublishedApp';

const dob = uiNode('JInputDateOfBirth', { bindTo: 'form.dateOfBirth', props: { required: true } });
const smoker = uiNode('JToggle', { bindTo: 'form.smoker' });
const sum = uiNode('JInputNumber', { bindTo: 'form.sumInsured', props: { required: true } });
const code = uiNode('JInputText', { bindTo: 'form.discountCode', props: { validators: ['noChinese'] } });
const page = uiNode('JBox', { children: [dob, smoker, sum, code] });

describe('the published app form', () => {
  it('runs required and the validators the props tab stores, each with its message key', () => {
    expect(rulesOf(code)).toEqual([{ rule: 'noChinese' }]);
    const errors = validateForm(pageNodes(page, new Map()), { 'form.discountCode': '優惠' });
    expect(Object.keys(errors).sort()).toEqual(['form.dateOfBirth', 'form.discountCode', 'form.sumInsured']);
    expect(
      validateForm(pageNodes(page, new Map()), { 'form.dateOfBirth': '1990-05-01', 'form.sumInsured': 5 }),
    ).toEqual({});
  });

  it("runs what each element type means: a required checkbox must be ticked, a date of birth's age range", () => {
    expect(rulesOf(uiNode('JCheckbox', { props: { required: true } }))).toEqual([{ rule: 'checked' }]);
    expect(rulesOf(uiNode('JSelect', { props: { required: true } }))).toEqual([{ rule: 'required' }]);
    expect(rulesOf(uiNode('JInputDateOfBirth', { props: { minAge: 18, maxAge: 65 } }))).toEqual([
      { rule: 'ageBetween', min: 18, max: 65 },
    ]);
    expect(
      rulesOf(uiNode('JInputDateOfBirth', { props: { minAge: 18, maxAge: 65, validators: ['ageBetween'] } })),
    ).toHaveLength(1);
  });

  it('starts each bound widget at the value it shows: a checkbox unticked, a slider at its minimum', () => {
    const nodes = [
      uiNode('JCheckbox', { bindTo: 'form.consent' }),
      uiNode('JSlider', { bindTo: 'form.term', props: { min: 5 } }),
      uiNode('JInputNumberStepper', { bindTo: 'form.children' }),
      uiNode('JSelect', { bindTo: 'form.plan' }),
    ];
    expect(initialValues(nodes)).toEqual({ 'form.consent': false, 'form.term': 5, 'form.children': 0 });
  });

  it('gives the quote each field under its name, the age of a date of birth, and the discount code apart', () => {
    const values = {
      'form.dateOfBirth': '1990-05-01',
      'form.smoker': true,
      'form.sumInsured': 500000,
      'form.discountCode': ' SAVE10 ',
    };
    expect(quoteInputs(pageNodes(page, new Map()), values, '2026-11-23')).toEqual({
      values: { dateOfBirth: '1990-05-01', smoker: true, sumInsured: 500000, age: 36 },
      discountCodes: ['SAVE10'],
    });
  });

  it('takes the discount code from the field the button names', () => {
    const other = uiNode('JInputText', { bindTo: 'form.input4' });
    const nodes = [...pageNodes(uiNode('JBox', { children: [sum, other] }), new Map())];
    expect(quoteInputs(nodes, { 'form.sumInsured': 1, 'form.input4': 'TEN' }, '2026-01-01', 'form.input4')).toEqual({
      values: { sumInsured: 1 },
      discountCodes: ['TEN'],
    });
  });

  it('opens an instance of another component in place, and stops a component inside itself', () => {
    const inner = uiNode('JBox', { children: [sum] });
    const instance = uiNode('QuoteFields', { componentId: 'c1' });
    const self = uiNode('Loop', { componentId: 'c2' });
    const components = new Map([
      ['c1', inner],
      ['c2', uiNode('JBox', { children: [self] })],
    ]);
    const nodes = [...pageNodes(uiNode('JBox', { children: [instance, self] }), components)];
    expect(nodes.map((node) => node.component)).toEqual(['JBox', 'JBox', 'JInputNumber', 'JBox', 'Loop']);
  });

  it('routes a path to its page, with or without a trailing slash, and :params', () => {
    const pages = [{ path: '/' }, { path: '/quote' }, { path: '/policy/:id' }];
    expect(pageAt(pages, '/quote/')?.path).toBe('/quote');
    expect(pageAt(pages, '/policy/42')?.path).toBe('/policy/:id');
    expect(pageAt(pages, '/nowhere')).toBeUndefined();
  });
});
