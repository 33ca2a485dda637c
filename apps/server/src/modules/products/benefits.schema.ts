import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { JSON_LENGTH } from '../../graphql/input-limits';
import { cachedBy } from '../../graphql/response-cache';
import { failure, ResultRef, success } from '../../graphql/result';
import { CurrencyCodeEnum } from '../../graphql/types/currency';
import { ScalarValueInput } from '../../graphql/types/scalar-value';
import type { BenefitGraphNode } from './benefit-graph';
import type { BenefitInputValue, UpdateBenefitInputValue } from './benefit-input';
import { ProductIdInput } from './product-refs.schema';

export const BenefitInput = builder.inputRef<BenefitInputValue>('benefitInput').implement({
  description: 'an input for a benefit',
  fields: (t) => ({
    typeId: t.string({ required: true }),
    parentTypeId: t.string(),
    optionKey: t.string(),
    parentOptionKeys: t.stringList({ required: { list: false, items: false } }),
    isValueInput: t.boolean(),
    currencyCode: t.field({ type: CurrencyCodeEnum }),
    value: t.field({ type: ScalarValueInput }),
    valueJsonString: t.string(JSON_LENGTH),
  }),
});

const UpdateBenefitInput = builder.inputRef<UpdateBenefitInputValue>('updateBenefitInput').implement({
  description: 'an input for a benefit',
  fields: (t) => ({
    parentTypeId: t.string(),
    parentOptionKeys: t.stringList({ required: { list: false, items: false } }),
    isValueInput: t.boolean(),
    currencyCode: t.field({ type: CurrencyCodeEnum }),
    value: t.field({ type: ScalarValueInput }),
    valueJsonString: t.string(JSON_LENGTH),
  }),
});

export const BenefitGraphRef = builder.objectRef<BenefitGraphNode>('benefitGraph');
BenefitGraphRef.implement({
  description: 'A benefit graph of a product',
  ...cachedBy('products'),
  fields: (t) => ({
    typeId: t.exposeString('typeId', { nullable: false }),
    optionKey: t.exposeString('optionKey'),
    parentTypeId: t.exposeString('parentTypeId'),
    parentOptionKeys: t.exposeStringList('parentOptionKeys'),
    isValueInput: t.exposeBoolean('isValueInput', { nullable: false }),
    currencyCode: t.field({ type: CurrencyCodeEnum, resolve: (node) => node.currencyCode }),
    rawData: t.exposeString('rawData'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    value: t.exposeString('value'),
    detailedValue: t.exposeString('detailedValue'),
    options: t.field({ type: [BenefitGraphRef], resolve: (node) => node.options }),
    children: t.field({ type: [BenefitGraphRef], resolve: (node) => node.children }),
  }),
});

/** The tenant and the user making a benefit change. */
function editorOf(context: GraphQLContext) {
  const { tenantId, userId, username } = requireSession(context);
  return { tenantId, actor: { userId, username } };
}

/** The benefit (and option) a change names; an empty option key means none. */
const targetOf = (args: { typeId: string; optionKey?: string | null }) => ({
  typeId: args.typeId,
  optionKey: args.optionKey || null,
});

const outcome = (problem: Parameters<typeof failure>[0] | null | undefined) => (problem ? failure(problem) : success());

builder.mutationFields((t) => ({
  addBenefit: t.field({
    type: ResultRef,
    nullable: false,
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      input: t.arg({ type: BenefitInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = editorOf(context);
      return outcome(await context.services.benefits.add(tenantId, actor, args.productId, args.input));
    },
  }),
  updateBenefit: t.field({
    type: ResultRef,
    nullable: false,
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      typeId: t.arg.string({ required: true }),
      optionKey: t.arg.string(),
      input: t.arg({ type: UpdateBenefitInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = editorOf(context);
      return outcome(
        await context.services.benefits.update(tenantId, actor, args.productId, targetOf(args), args.input),
      );
    },
  }),
  removeBenefit: t.field({
    type: ResultRef,
    nullable: false,
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      typeId: t.arg.string({ required: true }),
      optionKey: t.arg.string(),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = editorOf(context);
      return outcome(await context.services.benefits.remove(tenantId, actor, args.productId, targetOf(args)));
    },
  }),
}));
