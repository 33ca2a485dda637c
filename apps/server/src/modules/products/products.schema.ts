import { actorOf } from '../../core/session';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { JSON_LENGTH } from '../../graphql/input-limits';
import { problemError, unwrap } from '../../graphql/outcome';
import { cachedBy } from '../../graphql/response-cache';
import { failure, ResultRef, success } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import { SortInput } from '../../graphql/types/sort';
import { InsurerRef } from '../insurers/insurers.schema';
import { BenefitGraphRef, BenefitInput } from './benefits.schema';
import { pricingContextArgs, productDetailInputFields } from './product-details.schema';
import { ProductIdInput, ProductIdRef, ProductWhereInput } from './product-refs.schema';
import { type ProductView, productIdOf } from './products.service';

export const ProductRef = builder.objectRef<ProductView>('product').implement({
  description: 'A product',
  ...cachedBy('products'),
  fields: (t) => ({
    productId: t.field({ type: ProductIdRef, resolve: productIdOf }),
    recordId: t.exposeString('id', {
      nullable: false,
      description: 'The id the audit trail (auditLog recordType "product") names this product version by.',
    }),
    tenantId: t.exposeString('tenantId'),
    name: t.string({
      description: 'In the locale argument, else the request locale (Accept-Language); falls back to en-US.',
      args: { locale: t.arg.string() },
      resolve: (product, args, context) =>
        context.services.products.name(requireSession(context).tenantId, product, args.locale || context.locale),
    }),
    insurer: t.field({
      type: InsurerRef,
      description: "The product's insurer, with the insurer's own dates and authors.",
      resolve: (product) =>
        product.insurerId && product.insurerCreatedAt && product.insurerLastModifiedAt
          ? {
              tenantId: product.tenantId,
              id: product.insurerId,
              name: product.insurerName ?? product.insurerId,
              createdAt: product.insurerCreatedAt,
              createdBy: product.insurerCreatedBy,
              lastModifiedAt: product.insurerLastModifiedAt,
              lastModifiedBy: product.insurerLastModifiedBy,
            }
          : null,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (product) => product.createdAt }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (product) => product.lastModifiedAt }),
    createdBy: t.field({ type: LoginRef, resolve: (product) => loginOf(product.createdById, product.createdBy) }),
    lastModifiedBy: t.field({
      type: LoginRef,
      resolve: (product) => loginOf(product.lastModifiedById, product.lastModifiedBy),
    }),
    benefitGraph: t.field({
      type: [BenefitGraphRef],
      description: 'The whole tree, loaded at once; texts in the locale argument, else the request locale.',
      args: { locale: t.arg.string() },
      resolve: (product, args, context) =>
        context.services.benefits.graph(requireSession(context).tenantId, product, args.locale || context.locale),
    }),
    underwritingRulesJson: t.exposeString('underwritingRules'),
  }),
});

const ProductsRef = builder.objectRef<{ totalCount: number; list: ProductView[] }>('products').implement({
  description: 'Gets all products of all types',
  ...cachedBy(),
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    list: t.field({ type: [ProductRef], resolve: (page) => page.list }),
  }),
});

const CreateProductInput = builder.inputType('createProductInput', {
  description: 'Input to create a new product',
  fields: (t) => ({
    productId: t.field({ type: ProductIdInput, required: true }),
    insurerId: t.string(),
    underwritingRules: t.string(JSON_LENGTH),
    benefitInputs: t.field({ type: [BenefitInput], required: { list: false, items: false } }),
    ...productDetailInputFields(t),
  }),
});

const UpdateProductInput = builder.inputType('updateProductInput', {
  description: 'Input to update a custom product',
  fields: (t) => ({
    insurerId: t.string(),
    underwritingRules: t.string(JSON_LENGTH),
    ...productDetailInputFields(t),
    isFieldsChanged: t.boolean({ description: 'false: leave fields as they are' }),
    isRepresentationChanged: t.boolean({ description: 'false: leave representation as it is' }),
  }),
});

/** Filter, window and order of the product lists (products_2, productGroups). */
export const listArgs = builder.args((t) => ({
  where: t.field({ type: ProductWhereInput }),
  limit: t.int(),
  skip: t.int(),
  sort: t.field({ type: SortInput }),
}));

builder.queryField('products_2', (t) =>
  t.field({
    type: ProductsRef,
    description: 'Products of the tenant; createdAt descending unless sorted otherwise.',
    ...cachedBy('products'),
    args: { ...listArgs, ...pricingContextArgs },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      // A published app's guest reads only the products its app quotes (modules/publish/guest-quotes.ts).
      const where = await context.services.guestQuotes.productsWhere(session, args.where);
      if (session.scope === 'guest' && !where) return { totalCount: 0, list: [] };
      return unwrap(await context.services.products.list(session.tenantId, { ...args, where }, context.locale));
    },
  }),
);

builder.mutationFields((t) => ({
  createProduct: t.field({
    type: ProductRef,
    args: { product: t.arg({ type: CreateProductInput }) },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      if (!args.product) throw problemError({ code: 'invalid_input', message: 'product is required.' });
      return unwrap(await context.services.products.create(tenantId, { userId, username }, args.product));
    },
  }),
  updateProduct: t.field({
    type: ProductRef,
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      input: t.arg({ type: UpdateProductInput }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      const input = args.input ?? {};
      return unwrap(await context.services.products.update(tenantId, { userId, username }, args.productId, input));
    },
  }),
  deleteProduct: t.field({
    type: ResultRef,
    nullable: false,
    args: { productId: t.arg({ type: ProductIdInput, required: true }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const problem = await context.services.products.remove(session.tenantId, actorOf(session), args.productId);
      return problem ? failure(problem) : success();
    },
  }),
}));
