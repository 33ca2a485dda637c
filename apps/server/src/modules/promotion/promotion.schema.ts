import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { toResult } from '../../graphql/outcome';
import { ErrorsRef, ResultRef } from '../../graphql/result';
import { ProductIdInput } from '../products/product-refs.schema';
import type { PromotionItem } from './bundle-read';
import type { FieldChange, Plan, PlanEntry } from './plan';
import type { PromotionInput, PromotionTarget } from './promotion.service';

const PromotionItemInput = builder.inputRef<PromotionItem>('promotionItemInput').implement({
  description: 'One item to promote: exactly one of a product version, a template (by id) or an app',
  fields: (t) => ({
    productId: t.field({ type: ProductIdInput }),
    templateId: t.string(),
    appId: t.string(),
  }),
});

const PromotionInputRef = builder.inputRef<PromotionInput>('promotionInput').implement({
  fields: (t) => ({
    targetTenantId: t.string({ required: true }),
    items: t.field({ type: [PromotionItemInput], required: true }),
  }),
});

const PromotionTargetRef = builder.objectRef<PromotionTarget>('promotionTarget').implement({
  description: 'An environment the signed-in user may promote to: a tenant where the same e-mail is an active editor',
  fields: (t) => ({
    tenantId: t.exposeString('tenantId', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
  }),
});

const FieldChangeRef = builder.objectRef<FieldChange>('promotionFieldChange').implement({
  fields: (t) => ({
    path: t.exposeString('path', { nullable: false }),
    before: t.exposeString('before', { description: 'JSON in the target now; null when absent' }),
    after: t.exposeString('after', { description: 'JSON after the promotion; null when it goes' }),
  }),
});

const PromotionEntryRef = builder.objectRef<PlanEntry>('promotionEntry').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', {
      nullable: false,
      description:
        'product, insurer, benefit, text, code, pricingSettings, variable, rateTable, testCase, template, file, app or component',
    }),
    key: t.exposeString('key', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    status: t.exposeString('status', { nullable: false, description: 'new, changed or unchanged' }),
    changes: t.field({ type: [FieldChangeRef], nullable: false, resolve: (entry) => entry.changes }),
    requiredBy: t.exposeString('requiredBy', {
      description: 'null for a selected item, else the key of the item that needs it',
    }),
  }),
});

const PromotionPlanRef = builder.objectRef<Plan>('promotionPlan').implement({
  fields: (t) => ({
    entries: t.field({ type: [PromotionEntryRef], nullable: false, resolve: (plan) => plan.entries }),
    errors: t.field({ type: [ErrorsRef], nullable: false, resolve: (plan) => plan.errors }),
  }),
});

builder.queryFields((t) => ({
  promotionTargets: t.field({
    type: [PromotionTargetRef],
    nullable: false,
    description: 'The environments the signed-in user may promote to',
    resolve: (_root, _args, context) => context.services.promotion.targets(requireSession(context)),
  }),
  promotionPlan: t.field({
    type: PromotionPlanRef,
    nullable: false,
    description: 'What promoting the items would do in the target, entry by entry, and why it cannot (errors)',
    args: { input: t.arg({ type: PromotionInputRef, required: true }) },
    resolve: async (_root, args, context) => {
      const plan = await context.services.promotion.plan(requireSession(context), args.input);
      return plan.ok ? plan.value : { entries: [], errors: [plan.problem] };
    },
  }),
}));

builder.mutationFields((t) => ({
  promote: t.field({
    type: ResultRef,
    nullable: false,
    description: 'Promotes the items and what they need to the target, in one transaction of the target',
    args: { input: t.arg({ type: PromotionInputRef, required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.promotion.promote(requireSession(context), args.input)),
  }),
}));
