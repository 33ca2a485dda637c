import { uiNode } from '@carrier/contracts/ui-tree';
import { describe, expect, it } from 'vitest';
import { fieldChoices, type MappingVariable, mappingRows, propsWithMapping, withDictionary } from './quote-mapping';

const amount = { kind: 'amount', code: null };
const variable = (name: string, requiredBy: MappingVariable['requiredBy'] = [amount]): MappingVariable => ({
  name,
  type: 'number',
  optional: requiredBy.length === 0,
  readBy: requiredBy.length ? requiredBy : [amount],
  requiredBy,
});
const dob = uiNode('JInputDateOfBirth', { label: 'Birthday', bindTo: 'form.input1' });
const cover = uiNode('JInputNumber', { label: 'Cover', bindTo: 'form.input2' });
const code = uiNode('JInputText', { label: 'Code', bindTo: 'form.discountCode' });

describe('the quote button mapping panel', () => {
  it('says which field feeds each variable and flags those a quote cannot do without', () => {
    const button = uiNode('JButton', { props: { action: 'quote', inputMapping: { sumInsured: 'form.input2' } } });
    const rows = mappingRows(
      [
        variable('age'),
        variable('sumInsured'),
        variable('occupation', [{ kind: 'loading', code: 'RISK' }]),
        variable('smoker', []),
        variable('bmi', [{ kind: 'underwriting', code: null }]),
      ],
      [dob, cover],
      button,
    );
    expect(rows.map((row) => [row.variable.name, row.status, row.feed?.bindTo])).toEqual([
      ['age', 'fed', 'form.input1'],
      ['sumInsured', 'fed', 'form.input2'],
      ['occupation', 'unfed', undefined],
      ['smoker', 'optional', undefined],
      ['bmi', 'notQuoted', undefined],
    ]);
  });

  it("needs a discount's variables only when the page sends discount codes", () => {
    const button = uiNode('JButton', { props: { action: 'quote' } });
    const members = variable('members', [{ kind: 'discount', code: 'FAMILY' }]);
    expect(mappingRows([members], [cover], button)[0]?.status).toBe('notQuoted');
    expect(mappingRows([members], [cover, code], button)[0]?.status).toBe('unfed');
    expect(fieldChoices([cover, code], button)).toEqual([{ bindTo: 'form.input2', label: 'Cover' }]);
  });

  it('stores a mapping only where the names differ', () => {
    const button = uiNode('JButton', { props: { action: 'quote', inputMapping: { a: 'form.input1' } } });
    expect(propsWithMapping(button, 'sumInsured', 'form.input2').inputMapping).toEqual({
      a: 'form.input1',
      sumInsured: 'form.input2',
    });
    expect(propsWithMapping(button, 'input2', 'form.input2').inputMapping).toEqual({ a: 'form.input1' });
    expect('inputMapping' in propsWithMapping(button, 'a', '')).toBe(false);
  });

  it('lists a non-empty dictionary first, labelled; a required declared variable the rules skip is still needed', () => {
    const declared = [
      {
        name: 'region',
        type: 'text',
        labels: [
          { locale: 'zh-HK', text: '地區' },
          { locale: 'en-US', text: 'Region' },
        ],
        required: true,
      },
      { name: 'age', type: 'number', labels: [{ locale: 'en-US', text: 'Age' }], required: true },
    ];
    const merged = withDictionary([variable('age'), variable('sumInsured')], declared, 'zh-HK');
    expect(merged.map((row) => [row.name, row.label])).toEqual([
      ['region', '地區'],
      ['age', 'Age'],
      ['sumInsured', undefined],
    ]);
    const button = uiNode('JButton', { props: { action: 'quote' } });
    expect(mappingRows(merged, [cover, button], button).map((row) => row.status)).toEqual(['unfed', 'unfed', 'unfed']);
    expect(withDictionary([variable('age')], [], 'en-US')).toEqual([variable('age')]);
  });
});
