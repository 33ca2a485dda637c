import { builder } from '../../graphql/builder';
import { cachedBy } from '../../graphql/response-cache';
import type { BenefitWhere, ProductIdValue, ProductIdWhere, ProductWhere, TagWhere } from './product-filter';

/** Input and small output types of the products API, names and shapes as in api-compat.graphql. */
export const ProductIdInput = builder.inputRef<ProductIdValue>('productIdInput').implement({
  description: 'A product id input',
  fields: (t) => ({
    plan: t.string({ required: true }),
    type: t.string({ required: true }),
    version: t.string(),
  }),
});

export const ProductIdRef = builder.objectRef<ProductIdValue>('productId').implement({
  ...cachedBy(),
  fields: (t) => ({
    plan: t.exposeString('plan'),
    type: t.exposeString('type'),
    version: t.string({ nullable: true, resolve: (id) => id.version || null }),
  }),
});

const ProductIdWhereInput = builder.inputRef<ProductIdWhere>('productIdWhereInput').implement({
  description: 'A product id filter',
  fields: (t) => ({
    plan: t.string(),
    plan_contains: t.string(),
    plan_in: t.stringList({ required: { list: false, items: false } }),
    type: t.string(),
    type_contains: t.string(),
    type_in: t.stringList({ required: { list: false, items: false } }),
    version: t.string(),
    version_contains: t.string(),
    version_in: t.stringList({ required: { list: false, items: false } }),
    version_ncontains: t.string(),
  }),
});

const InsurerWhereInput = builder.inputType('insurerWhere', {
  description: 'An insurer filter',
  fields: (t) => ({
    id: t.string(),
    id_contains: t.string(),
    id_in: t.stringList({ required: { list: false, items: false } }),
  }),
});

const TagWhereInput = builder.inputRef<TagWhere>('tagWhere').implement({
  fields: (t) => ({
    id: t.string(),
    id_in: t.stringList({ required: { list: false, items: false } }),
    type: t.string(),
    type_in: t.stringList({ required: { list: false, items: false } }),
  }),
});

const BenefitWhereInput = builder.inputRef<BenefitWhere>('benefitWhere');
BenefitWhereInput.implement({
  description: 'A benefit filter (rawData: numbers compare as numbers, other values on their JSON text)',
  fields: (t) => ({
    and: t.field({ type: [BenefitWhereInput], required: { list: false, items: false } }),
    or: t.field({ type: [BenefitWhereInput], required: { list: false, items: false } }),
    typeId: t.string(),
    typeId_in: t.stringList({ required: { list: false, items: false } }),
    rawData_gt: t.string(),
    rawData_lt: t.string(),
  }),
});

export const ProductWhereInput = builder.inputRef<ProductWhere>('productWhereInput');
ProductWhereInput.implement({
  description: 'A product filter',
  fields: (t) => ({
    and: t.field({ type: [ProductWhereInput], required: { list: false, items: false } }),
    or: t.field({ type: [ProductWhereInput], required: { list: false, items: false } }),
    productId: t.field({ type: ProductIdWhereInput }),
    id_in: t.field({ type: [ProductIdInput], required: { list: false, items: false } }),
    name_contains: t.string({ description: 'Part of the name, in the request locale or en-US, any case' }),
    insurer: t.field({ type: InsurerWhereInput }),
    status: t.string(),
    status_in: t.stringList({ required: { list: false, items: false } }),
    status_not_in: t.stringList({ required: { list: false, items: false } }),
    lifecycleStage: t.string(),
    launchPeriodStartDate_gt: t.field({ type: 'Date' }),
    launchPeriodStartDate_lt: t.field({ type: 'Date' }),
    launchPeriodEndDate_gt: t.field({ type: 'Date' }),
    launchPeriodEndDate_lt: t.field({ type: 'Date' }),
    tags_some: t.field({ type: TagWhereInput, description: 'Products with at least one such tag' }),
    benefits_some: t.field({ type: BenefitWhereInput, description: 'Products with at least one such benefit' }),
    issuerProductId: t.string(),
    changeEffectiveDate_gt: t.field({ type: 'Date' }),
    changeEffectiveDate_lt: t.field({ type: 'Date' }),
    productTreeId_exists: t.boolean({ description: 'true: products with a tree; false: without' }),
    tenantId: t.string({ description: "Only the session's tenant is read: another tenant's id selects nothing" }),
    tenantId_in: t.stringList({ required: { list: false, items: false } }),
  }),
});
