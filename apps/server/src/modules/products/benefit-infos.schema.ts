import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { cachedBy } from '../../graphql/response-cache';
import type { BenefitGraphNode } from './benefit-graph';
import type { BenefitInfo } from './benefit-infos';
import { BenefitGraphRef } from './benefits.schema';
import { ProductRef } from './products.schema';

/**
 * What CoverGo's JavaScript SDK reads about benefits beside the graph: benefitInfos (the names of the
 * benefit types), benefitCategories, and the deprecated flat `product.benefits` its listing still asks for.
 */

const BenefitInfoRef = builder.objectRef<BenefitInfo>('benefitInfo').implement({
  ...cachedBy('products'),
  fields: (t) => ({
    typeId: t.exposeString('typeId', { nullable: false }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    type: t.string({ description: 'The product type the benefit belongs to', resolve: (info) => info.productType }),
  }),
});

type CategoriesOfType = { productType: string | null };

const BenefitCategoryRef = builder
  .objectRef<{ id: string; name: string | null; description: string | null; benefitTypeIds: string[] }>(
    'benefitCategory',
  )
  .implement({
    ...cachedBy(),
    fields: (t) => ({
      id: t.exposeString('id', { nullable: false }),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      benefitTypeIds: t.exposeStringList('benefitTypeIds'),
    }),
  });

const CategoriesPerTypeRef = builder.objectRef<CategoriesOfType>('benefitCategoriesPerType').implement({
  ...cachedBy(),
  fields: (t) => ({
    productType: t.exposeString('productType'),
    categories: t.field({
      type: [BenefitCategoryRef],
      description: 'No benefit categories are defined on this platform: always an empty list',
      resolve: () => [],
    }),
  }),
});

builder.queryFields((t) => ({
  benefitInfos: t.field({
    type: [BenefitInfoRef],
    description:
      "The benefit types the tenant's products use, per product type, with their texts in the request locale. " +
      "Only the session's tenant is read: another tenantId answers an empty list.",
    ...cachedBy('products'),
    args: {
      tenantId: t.arg.string({ required: true }),
      productTypes: t.arg.stringList({ required: { list: false, items: false } }),
      clientId: t.arg.string(),
    },
    resolve: (_root, args, context) => {
      const { tenantId } = requireSession(context);
      if (args.tenantId !== tenantId) return [];
      const types = args.productTypes ? args.productTypes.filter((type): type is string => Boolean(type)) : null;
      return context.services.benefitInfos.list(tenantId, types, context.locale);
    },
  }),
  benefitCategories: t.field({
    type: [CategoriesPerTypeRef],
    description: 'One entry per product type asked for, each without categories (none are defined here)',
    ...cachedBy(),
    args: { productTypes: t.arg.stringList({ required: { list: false, items: false } }) },
    resolve: (_root, args) =>
      (args.productTypes ?? [null]).map((productType) => ({ productType: productType ?? null })),
  }),
}));

builder.objectField(BenefitGraphRef, 'categories', (t) =>
  t.field({
    type: [BenefitCategoryRef],
    nullable: false,
    description: 'No benefit categories are defined on this platform: always an empty list',
    resolve: () => [],
  }),
);

/** A benefit as the deprecated flat list shows it: the graph's nodes, parents before children. */
const BenefitOptionRef = builder.objectRef<BenefitGraphNode & { benefitTypeId: string }>('benefitOption').implement({
  ...cachedBy(),
  fields: (t) => ({
    benefitTypeId: t.exposeString('benefitTypeId'),
    key: t.string({ resolve: (option) => option.optionKey }),
    value: t.exposeString('value'),
    detailedValue: t.exposeString('detailedValue'),
    rawData: t.exposeString('rawData'),
  }),
});

const BenefitRef = builder.objectRef<BenefitGraphNode>('benefit').implement({
  ...cachedBy(),
  fields: (t) => ({
    typeId: t.exposeString('typeId', { nullable: false }),
    parentTypeId: t.exposeString('parentTypeId'),
    rawData: t.exposeString('rawData'),
    value: t.exposeString('value'),
    detailedValue: t.exposeString('detailedValue'),
    name: t.exposeString('name'),
    isValueInput: t.exposeBoolean('isValueInput'),
    options: t.field({
      type: [BenefitOptionRef],
      resolve: (node) => node.options.map((option) => ({ ...option, benefitTypeId: node.typeId })),
    }),
  }),
});

function flatten(nodes: BenefitGraphNode[]): BenefitGraphNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

builder.objectField(ProductRef, 'benefits', (t) =>
  t.field({
    type: [BenefitRef],
    deprecationReason: 'not used anymore',
    description: 'The benefit graph as a flat list (parents first), optionally only some types',
    ...cachedBy('products'),
    args: {
      typeIds: t.arg.stringList({ required: { list: false, items: false } }),
      includeOptionals: t.arg.boolean({ description: 'Ignored: no benefit is optional on this platform' }),
    },
    resolve: async (product, args, context) => {
      const graph = await context.services.benefits.graph(requireSession(context).tenantId, product, context.locale);
      const wanted = args.typeIds?.filter((typeId): typeId is string => Boolean(typeId));
      const all = flatten(graph);
      return wanted?.length ? all.filter((node) => wanted.includes(node.typeId)) : all;
    },
  }),
);
