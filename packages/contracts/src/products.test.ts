import { describe, expect, it } from 'vitest';
import {
  applyValueFormat,
  productKeyPrefix,
  productTextKeys,
  splitOptionKeys,
  TECHNICAL_NAME,
  toTechnicalName,
  ZBenefitInputsJson,
  ZLocale,
} from './products';

describe('technical names', () => {
  it('turns what staff type into snake case', () => {
    expect(toTechnicalName('Medical Expenses (Inpatient)')).toBe('medical_expenses_inpatient');
    expect(toTechnicalName('  Option 1 ')).toBe('option_1');
    expect(toTechnicalName('deathBenefit')).toBe('death_benefit');
    expect(toTechnicalName('Café--plan')).toBe('cafe_plan');
    expect(toTechnicalName('already_fine')).toBe('already_fine');
  });
  it('accepts only snake case', () => {
    for (const good of ['travel_insurance', 'a', 'option_0']) expect(TECHNICAL_NAME.test(good)).toBe(true);
    for (const bad of ['Travel', 'a-b', '_a', 'a__b', 'a b', '']) expect(TECHNICAL_NAME.test(bad)).toBe(false);
  });
});

describe('parent option keys', () => {
  it('are trimmed and split by commas', () => {
    expect(splitOptionKeys(' option_0, option_1 ,, ')).toEqual(['option_0', 'option_1']);
    expect(splitOptionKeys('')).toEqual([]);
  });
});

describe('text keys', () => {
  const id = { plan: 'travel', type: 'single_trip', version: '1' };
  it('follow spec 000 §3', () => {
    expect(productTextKeys.name(id)).toBe('products-travel|1|single_trip-name');
    expect(productTextKeys.benefit(id, 'medical', 'detailedFormat')).toBe(
      'products-travel|1|single_trip-benefits-medical-detailedFormat',
    );
    expect(productTextKeys.option(id, 'medical', 'option_0', 'format')).toBe(
      'products-travel|1|single_trip-benefits-medical-options-option_0-format',
    );
  });
  it('leave the version empty when there is none', () => {
    expect(productKeyPrefix({ plan: 'a', type: 'b' })).toBe('products-a||b');
  });
});

describe('value formats', () => {
  it('replace the value placeholder, or fall back to the value', () => {
    expect(applyValueFormat('HKD {{value}}', '1000')).toBe('HKD 1000');
    expect(applyValueFormat('{value} days', '30')).toBe('30 days');
    expect(applyValueFormat('', '30')).toBe('30');
    expect(applyValueFormat(null, null)).toBeNull();
  });
});

describe('schemas', () => {
  it('read the benefits JSON of the create form', () => {
    expect(ZBenefitInputsJson.safeParse([{ typeId: 'a', valueJsonString: '1' }]).success).toBe(true);
    expect(ZBenefitInputsJson.safeParse([{ parentTypeId: 'a' }]).success).toBe(false);
  });
  it('never take an empty locale', () => {
    expect(ZLocale.safeParse('').success).toBe(false);
    expect(ZLocale.safeParse('zh-HK').success).toBe(true);
  });
});
