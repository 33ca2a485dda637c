import { calculationLogicOf } from '@carrier/contracts/rules';
import { builder } from '../../graphql/builder';
import { ScalarValueRef } from '../../graphql/types/key-value';
import { LoginRef } from '../../graphql/types/login';
import { type AdjustmentView, LoadingRef } from './adjustment-types.schema';
import { PricingRef } from './pricing.schema';
import { toAdjustmentCode } from './pricing.service';

/**
 * Reference fields of `pricing` and `loading` that clients of the reference platform select (issue 27).
 * A price is computed for each request from the product's logic, never stored: the audit fields of a
 * stored pricing record are null, and there are no pricing options (option pricing is not modelled).
 */

const PricingOptionRef = builder
  .objectRef<{ id: string; key: string | null; name: string | null; description: string | null }>('pricingOption')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id', { nullable: false }),
      key: t.exposeString('key'),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      value: t.field({ type: ScalarValueRef, resolve: () => null }),
      valueJsonString: t.string({ resolve: () => null }),
    }),
  });

const NOT_STORED = 'Null: a price is computed for each request, no pricing record is stored';

builder.objectFields(PricingRef, (t) => ({
  createdAt: t.field({ type: 'DateTime', description: NOT_STORED, resolve: () => null }),
  lastModifiedAt: t.field({ type: 'DateTime', description: NOT_STORED, resolve: () => null }),
  createdBy: t.field({ type: LoginRef, description: NOT_STORED, resolve: () => null }),
  lastModifiedBy: t.field({ type: LoginRef, description: NOT_STORED, resolve: () => null }),
  metadata: t.string({ description: NOT_STORED, resolve: () => null }),
  isPricedAtStartDate: t.boolean({
    description: 'Null: prices are computed with the rules of the request time, not at a policy start date',
    resolve: () => null,
  }),
  options: t.field({
    type: [PricingOptionRef],
    description: 'No option pricing on this platform: always an empty list',
    resolve: () => [],
  }),
}));

const LoadingCodeNameRef = builder
  .objectRef<{ code: string | null; name: string | null }>('loadingCodeName')
  .implement({
    fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
  });

const codeOf = (view: AdjustmentView) => view.row?.code ?? view.applied?.code ?? null;

builder.objectFields(LoadingRef, (t) => ({
  calculationJsonLogic: t.string({
    description: 'The JSON logic that computes the loading (as calculationLogic)',
    resolve: (view) =>
      view.applied?.calculationLogic ?? (view.row ? calculationLogicOf(toAdjustmentCode(view.row)) : null),
  }),
  codeName: t.field({
    type: LoadingCodeNameRef,
    resolve: (view) =>
      codeOf(view) === null ? null : { code: codeOf(view), name: view.row?.name ?? view.applied?.name ?? null },
  }),
}));
