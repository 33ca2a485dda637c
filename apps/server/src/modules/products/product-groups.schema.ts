import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { unwrap } from '../../graphql/outcome';
import { cachedBy } from '../../graphql/response-cache';
import { listArgs, ProductRef } from './products.schema';
import type { Page, ProductGroupView } from './products.service';

const ProductGroupRef = builder.objectRef<ProductGroupView>('productGroup').implement({
  ...cachedBy('products'),
  description: 'The versions of one plan + type',
  fields: (t) => ({
    plan: t.exposeString('plan', { nullable: false }),
    type: t.exposeString('type', { nullable: false }),
    versionCount: t.exposeInt('versionCount', { nullable: false, description: 'Versions the filter selects' }),
    latest: t.field({
      type: ProductRef,
      nullable: false,
      description: 'The newest of those versions (createdAt)',
      resolve: (group) => group.latest,
    }),
  }),
});

const ProductGroupsRef = builder
  .objectRef<Page<ProductGroupView> & { productCount: number }>('productGroups')
  .implement({
    ...cachedBy(),
    description: 'A page of products grouped by plan + type',
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', { nullable: false, description: 'Groups the filter selects' }),
      productCount: t.exposeInt('productCount', { nullable: false, description: 'Products the filter selects' }),
      list: t.field({ type: [ProductGroupRef], nullable: false, resolve: (page) => page.list }),
    }),
  });

builder.queryField('productGroups', (t) =>
  t.field({
    type: ProductGroupsRef,
    nullable: false,
    ...cachedBy('products'),
    description:
      'Products grouped by plan + type, a group per row: filtered like products_2 (a group holds the versions the filter selects), ordered by the newest version of each group (createdAt descending unless sorted otherwise), limit and skip counting groups.',
    args: listArgs,
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      return unwrap(await context.services.products.groups(tenantId, args, context.locale));
    },
  }),
);
