import { inputMappingOf, quoteFeeds, uiNode } from '@carrier/contracts/ui-tree';
import { describe, expect, it } from 'vitest';
import { quoteInputs } from './live-form';

const dob = uiNode('JInputDateOfBirth', { bindTo: 'form.input1' });
const cover = uiNode('JInputNumber', { bindTo: 'form.input2' });
const job = uiNode('JInputText', { bindTo: 'form.input3' });
const button = (inputMapping: unknown) => uiNode('JButton', { props: { action: 'quote', inputMapping } });

describe("a quote button's input mapping", () => {
  it('feeds mapped variables from fields of other names; a date of birth mapped gives the age', () => {
    const mapping = { sumInsured: 'form.input2', 'insured.age': 'form.input1', occupation: 'form.input3' };
    const values = { 'form.input1': '1990-05-01', 'form.input2': 500000 };
    expect(quoteInputs([dob, cover, job], values, '2026-11-23', undefined, mapping).values).toEqual({
      input1: '1990-05-01',
      input2: 500000,
      age: 36,
      sumInsured: 500000,
      insured: { age: 36 },
    });
  });

  it('agrees with the feeds the editor and the publish checks see, and ignores what is not a mapping', () => {
    const feeds = quoteFeeds([dob, cover, job], button({ sumInsured: 'form.input2', bmi: 'form.input9', x: 3 }));
    expect([...feeds].map(([variable, feed]) => [variable, feed.bindTo, feed.via])).toEqual([
      ['input1', 'form.input1', 'name'],
      ['input2', 'form.input2', 'name'],
      ['input3', 'form.input3', 'name'],
      ['age', 'form.input1', 'age'],
      ['sumInsured', 'form.input2', 'mapping'],
    ]);
    expect(inputMappingOf(button(JSON.parse('{"__proto__":"form.input1","ok":"form.input2"}')))).toEqual({
      ok: 'form.input2',
    });
    expect(inputMappingOf(button(['form.input1']))).toEqual({});
  });
});
