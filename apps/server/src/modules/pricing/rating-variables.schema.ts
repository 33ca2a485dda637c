import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { neverCached } from '../../graphql/response-cache';
import { ProductRef } from '../products/products.schema';
import type { ProductView } from '../products/products.service';
import type { RatingVariable, VariableReader } from './rating-variables';

const VariableReaderRef = builder.objectRef<VariableReader>('ratingVariableReader').implement({
  description: 'A rule that reads a variable',
  fields: (t) => ({
    kind: t.exposeString('kind', {
      nullable: false,
      description: "'amount' (the pricing logic), 'discount', 'loading', 'tax' or 'underwriting'",
    }),
    code: t.exposeString('code', { description: "The discount or loading code; null for 'amount' and 'underwriting'" }),
  }),
});

const RatingVariableRef = builder.objectRef<RatingVariable>('ratingVariable').implement({
  description: "An input of a product version's rating, typed from how its rules use it",
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    type: t.exposeString('type', { nullable: false, description: "'number', 'boolean' or 'text'" }),
    optional: t.exposeBoolean('optional', {
      nullable: false,
      description: 'Every rule that reads it copes with it missing (a default, or a missing check)',
    }),
    readBy: t.field({ type: [VariableReaderRef], nullable: false, resolve: (variable) => variable.readBy }),
    requiredBy: t.field({
      type: [VariableReaderRef],
      nullable: false,
      description: 'The rules that need it: without it a quote states no amount, or does not apply that code',
      resolve: (variable) => variable.requiredBy,
    }),
  }),
});

builder.objectFields(ProductRef, (t) => ({
  // Reads the version's codes too, which the products cache scope does not cover.
  ratingVariables: t.field({
    type: [RatingVariableRef],
    nullable: false,
    ...neverCached,
    description: 'Every variable the pricing logic, the discount and loading codes and the underwriting rules read',
    resolve: (product: ProductView, _args, context: GraphQLContext) =>
      context.services.pricing.ratingVariables(requireSession(context).tenantId, product),
  }),
}));
