import type { AdjustmentCode } from './pricing';

/** A discount or loading code for tests: a ratio code in HKD unless told otherwise, named after its code. */
export const adjustmentCode = (overrides: Partial<AdjustmentCode> & Pick<AdjustmentCode, 'code'>): AdjustmentCode => ({
  kind: 'discount',
  name: overrides.code,
  calculationKind: 'ratio',
  ratio: null,
  flat: null,
  currencyCode: 'HKD',
  calculationLogic: null,
  conditionLogic: null,
  order: 0,
  ...overrides,
});
