import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { toResult } from '../../graphql/outcome';
import { CreatedStatusResultRef, created, createdFailure, ResultRef } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import { isPending } from '../approvals/approval-gate';
import { pendingResult } from '../approvals/approvals.schema';
import { ProductIdInput, ProductIdRef } from '../products/product-refs.schema';
import type { ReleasedProduct } from './releases.repository';
import type { ReleaseView } from './releases.service';

const ReleasedProductRef = builder.objectRef<ReleasedProduct>('releasedProduct').implement({
  description: 'A product version a release froze',
  fields: (t) => ({
    productId: t.field({
      type: ProductIdRef,
      nullable: false,
      resolve: (row) => ({ plan: row.plan, type: row.type, version: row.version || null }),
    }),
  }),
});

const ReleaseRef = builder.objectRef<ReleaseView>('release').implement({
  description: 'A named set of product versions, frozen when released',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    description: t.exposeString('description'),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (row) => row.lastModifiedAt }),
    createdBy: t.field({ type: LoginRef, resolve: (row) => loginOf(row.createdById, row.createdBy) }),
    lastModifiedBy: t.field({ type: LoginRef, resolve: (row) => loginOf(row.lastModifiedById, row.lastModifiedBy) }),
    products: t.field({ type: [ReleasedProductRef], nullable: false, resolve: (row) => row.products }),
  }),
});

const ReleasesRef = builder.objectRef<{ totalCount: number; list: ReleaseView[] }>('releases').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    list: t.field({ type: [ReleaseRef], nullable: false, resolve: (page) => page.list }),
  }),
});

const CreateReleaseInput = builder.inputType('createReleaseInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    productIds: t.field({ type: [ProductIdInput], required: true }),
  }),
});

const UpdateReleaseInput = builder.inputType('updateReleaseInput', {
  fields: (t) => ({ name: t.string(), description: t.string() }),
});

builder.queryFields((t) => ({
  releases: t.field({
    type: ReleasesRef,
    nullable: false,
    description: 'Releases of the tenant, newest first',
    args: { limit: t.arg.int(), skip: t.arg.int() },
    resolve: (_root, args, context) => context.services.releases.list(requireSession(context).tenantId, args),
  }),
  release: t.field({
    type: ReleaseRef,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.releases.find(requireSession(context).tenantId, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createRelease: t.field({
    type: CreatedStatusResultRef,
    nullable: false,
    args: { input: t.arg({ type: CreateReleaseInput, required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      const outcome = await context.services.releases.create(tenantId, { userId, username }, args.input);
      if (!outcome.ok) return createdFailure(outcome.problem);
      return isPending(outcome.value) ? pendingResult(outcome.value) : created(outcome.value);
    },
  }),
  createProductVersion: t.field({
    type: CreatedStatusResultRef,
    nullable: false,
    description: 'A new version copied from another: logic, benefits, texts, codes and test cases',
    args: { productId: t.arg({ type: ProductIdInput, required: true }), version: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      const outcome = await context.services.versions.copy(
        tenantId,
        { userId, username },
        args.productId,
        args.version,
      );
      return outcome.ok ? created(outcome.value) : createdFailure(outcome.problem);
    },
  }),
  updateRelease: t.field({
    type: ResultRef,
    nullable: false,
    args: { id: t.arg.string({ required: true }), input: t.arg({ type: UpdateReleaseInput, required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      return toResult(await context.services.releases.update(tenantId, { userId, username }, args.id, args.input));
    },
  }),
}));
