import { describe, expect, it } from 'vitest';
import { parseBenefitsJson, ZCreateProductForm } from './product-form';
import { productIdFromParams, productPath } from './product-id';

describe('product routes', () => {
  it('carry plan, type and an optional version', () => {
    expect(productPath('info', { plan: 'travel', type: 'single_trip', version: '1.0' })).toBe(
      '/products/detail/info/travel/single_trip/1.0',
    );
    expect(productPath('benefits', { plan: 'travel', type: 'annual', version: null })).toBe(
      '/products/detail/benefits/travel/annual',
    );
    expect(productIdFromParams({ productPlan: 'a', productType: 'b' })).toEqual({
      plan: 'a',
      type: 'b',
      version: null,
    });
    expect(productIdFromParams({ productPlan: 'a' })).toBeNull();
  });
});

describe('the create form', () => {
  const valid = {
    name: 'Travel',
    plan: 'travel_insurance',
    type: 'single_trip',
    version: '1',
    insurerId: 'harbour_mutual',
    withBenefits: false,
    benefitsJson: '',
  };
  /** The first message per field, as the form shows it. */
  const messages = (values: Record<string, unknown>) => {
    const first = new Map<string, string>();
    for (const issue of ZCreateProductForm.safeParse({ ...valid, ...values }).error?.issues ?? [])
      if (!first.has(String(issue.path[0]))) first.set(String(issue.path[0]), issue.message);
    return [...first.values()];
  };

  it('requires name, plan, type, version and insurer', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ name: ' ', version: '' })).toEqual(['validation.required', 'validation.required']);
    expect(messages({ insurerId: '' })).toEqual(['products.validation.insurerRequired']);
  });

  it('asks for snake case plans and types', () => {
    expect(messages({ plan: 'Travel Insurance' })).toEqual(['products.hints.snakeCase']);
  });

  it('reads the benefits JSON, or reports a problem', () => {
    expect(parseBenefitsJson('')).toEqual([]);
    expect(parseBenefitsJson('[{"typeId":"a","parentOptionKeys":["x"]}]')).toEqual([
      { typeId: 'a', parentOptionKeys: ['x'] },
    ]);
    expect(parseBenefitsJson('[{ "typeId": ')).toBeNull();
    expect(parseBenefitsJson('{"typeId":"a"}')).toBeNull();
  });
});
