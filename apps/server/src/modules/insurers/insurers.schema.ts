import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { NAME_LENGTH } from '../../graphql/input-limits';
import { cachedBy } from '../../graphql/response-cache';
import { failure, ResultRef, success } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import type { InsurerRow } from './insurers.repository';

export const InsurerRef = builder.objectRef<InsurerRow>('insurer').implement({
  ...cachedBy('products'),
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    name: t.exposeString('name'),
    detailedName: t.exposeString('name'),
    tenantId: t.exposeString('tenantId'),
    createdAt: t.field({ type: 'DateTime', resolve: (insurer) => insurer.createdAt }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (insurer) => insurer.lastModifiedAt }),
    createdBy: t.field({ type: LoginRef, resolve: (insurer) => loginOf(null, insurer.createdBy) }),
    lastModifiedBy: t.field({ type: LoginRef, resolve: (insurer) => loginOf(null, insurer.lastModifiedBy) }),
  }),
});

const CreateInsurerInput = builder.inputType('createInsurerInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'A technical name (snake case), unique in the tenant' }),
    name: t.string({ required: true, ...NAME_LENGTH }),
  }),
});

const UpdateInsurerInput = builder.inputType('updateInsurerInput', {
  fields: (t) => ({ name: t.string({ required: true, ...NAME_LENGTH }) }),
});

builder.queryField('insurers', (t) =>
  t.field({
    type: [InsurerRef],
    ...cachedBy('products'),
    args: {
      ids: t.arg.stringList({ required: { list: false, items: false } }),
      productTypes: t.arg.stringList({ required: { list: false, items: false } }),
      tenantId: t.arg.string({ description: 'Ignored: the tenant is the one of the session.' }),
    },
    resolve: (_root, args, context) => {
      const { tenantId } = requireSession(context);
      return context.services.insurers.list(tenantId, {
        ids: args.ids?.filter((id): id is string => Boolean(id)),
        productTypes: args.productTypes?.filter((type): type is string => Boolean(type)),
      });
    },
  }),
);

builder.mutationFields((t) => ({
  createInsurer: t.field({
    type: ResultRef,
    nullable: false,
    args: { input: t.arg({ type: CreateInsurerInput, required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      const problem = await context.services.insurers.create(tenantId, args.input, { userId, username });
      return problem ? failure(problem) : success();
    },
  }),
  updateInsurer: t.field({
    type: ResultRef,
    nullable: false,
    args: { id: t.arg.string({ required: true }), input: t.arg({ type: UpdateInsurerInput, required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      const problem = await context.services.insurers.rename(tenantId, args.id, args.input.name, { userId, username });
      return problem ? failure(problem) : success();
    },
  }),
}));
