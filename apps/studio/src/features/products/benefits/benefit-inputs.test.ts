import { describe, expect, it } from 'vitest';
import { addBenefitSchema, buildAddInput, buildUpdateInput, emptyAddForm } from './benefit-inputs';
import type { BenefitNode } from './benefit-types';

const parent = { typeId: 'medical', options: [{ optionKey: 'option_0' }] } as BenefitNode;

describe('adding benefits', () => {
  it('needs a type id, made technical', () => {
    expect(buildAddInput({ kind: 'main' }, { ...emptyAddForm(), typeId: '  ' })).toEqual({ problem: 'typeId' });
    const added = buildAddInput(
      { kind: 'main' },
      { ...emptyAddForm(), typeId: 'Medical Expenses', valueType: 'Number', value: '100', currencyCode: 'HKD' },
    );
    expect(added).toEqual({
      input: {
        typeId: 'medical_expenses',
        optionKey: null,
        parentTypeId: null,
        parentOptionKeys: null,
        isValueInput: false,
        currencyCode: 'HKD',
        valueJsonString: '100',
      },
    });
  });

  it('starts defined options at option_0 and marks manual input', () => {
    const options = buildAddInput(
      { kind: 'main' },
      { ...emptyAddForm(), typeId: 'plan', kind: 'options', optionKey: '', value: 'Gold' },
    );
    expect(options).toMatchObject({ input: { optionKey: 'option_0', valueJsonString: '"Gold"', isValueInput: false } });
    const manual = buildAddInput(
      { kind: 'main' },
      { ...emptyAddForm(), typeId: 'age', kind: 'input', value: 'ignored' },
    );
    expect(manual).toMatchObject({ input: { optionKey: null, isValueInput: true, valueJsonString: null } });
  });

  it('hangs children under their parent with trimmed parent option keys', () => {
    const child = buildAddInput(
      { kind: 'child', parent },
      { ...emptyAddForm(), typeId: 'baggage', parentOptionKeys: ' option_0 , option_1,' },
    );
    expect(child).toMatchObject({ input: { parentTypeId: 'medical', parentOptionKeys: ['option_0', 'option_1'] } });
  });

  it('adds options to the benefit with a technical option key', () => {
    expect(buildAddInput({ kind: 'option', benefit: parent }, { ...emptyAddForm(), optionKey: '' })).toEqual({
      problem: 'optionKey',
    });
    const option = buildAddInput(
      { kind: 'option', benefit: parent },
      { ...emptyAddForm(), optionKey: 'Gold Plan', valueType: 'Complex', value: '{"a":1}' },
    );
    expect(option).toMatchObject({ input: { typeId: 'medical', optionKey: 'gold_plan', valueJsonString: '{"a":1}' } });
  });

  it('reports values that do not fit their type', () => {
    expect(
      buildAddInput({ kind: 'main' }, { ...emptyAddForm(), typeId: 'a', valueType: 'Number', value: 'x' }),
    ).toEqual({ problem: 'number' });
  });
});

describe('the add form', () => {
  it("says each problem under its field, in the studio's words", () => {
    const issues = (target: Parameters<typeof addBenefitSchema>[0], changes: object) =>
      addBenefitSchema(target)
        .safeParse({ ...emptyAddForm(), ...changes })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ kind: 'main' }, { typeId: ' ' })).toEqual([['typeId', 'validation.required']]);
    expect(issues({ kind: 'option', benefit: parent }, { optionKey: '' })).toEqual([
      ['optionKey', 'validation.required'],
    ]);
    expect(issues({ kind: 'main' }, { typeId: 'a', valueType: 'Date', value: 'soon' })).toEqual([
      ['value', 'products.benefits.problems.date'],
    ]);
    expect(issues({ kind: 'main' }, { typeId: 'a' })).toBeUndefined();
  });
});

describe('updating benefits', () => {
  const form = {
    name: 'n',
    description: '',
    format: '',
    detailedFormat: '',
    valueType: 'Number' as const,
    value: '5',
    currencyCode: 'USD',
    parentOptionKeys: 'a, b',
    isValueInput: false,
  };
  it('sends shared fields for a benefit with options, values for the rest', () => {
    expect(buildUpdateInput({ option: false, hasOptions: true, isChild: true }, form)).toEqual({
      input: { isValueInput: false, parentOptionKeys: ['a', 'b'] },
    });
    expect(buildUpdateInput({ option: false, hasOptions: false, isChild: false }, form)).toEqual({
      input: { isValueInput: false, valueJsonString: '5', currencyCode: 'USD' },
    });
    expect(buildUpdateInput({ option: true, hasOptions: true, isChild: false }, { ...form, value: '' })).toEqual({
      input: { valueJsonString: 'null', currencyCode: 'USD' },
    });
  });
});
