import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { toResult, unwrap } from '../../graphql/outcome';
import { ResultRef } from '../../graphql/result';
import type { AppDomain } from './app-domains.service';

const AppDomainRef = builder.objectRef<AppDomain>('appDomain').implement({
  description: 'A host that serves an app: verified, or pending until its DNS TXT record is found',
  fields: (t) => ({
    host: t.exposeString('host', { nullable: false }),
    state: t.exposeString('state', { nullable: false, description: 'verified or pending' }),
    txtName: t.exposeString('txtName', { description: 'While pending: the name of the TXT record to create' }),
    txtValue: t.exposeString('txtValue', { description: 'While pending: the value the TXT record must hold' }),
    lastCheckedAt: t.field({ type: 'DateTime', resolve: (domain) => domain.lastCheckedAt }),
    lastProblem: t.exposeString('lastProblem', { description: 'The last check’s problem code, while pending' }),
  }),
});

builder.queryFields((t) => ({
  appDomains: t.field({
    type: [AppDomainRef],
    nullable: false,
    description: 'The hosts of an app, each verified or pending its DNS TXT record.',
    args: { appId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.appDomains.list(requireSession(context), args.appId)),
  }),
}));

builder.mutationFields((t) => ({
  addAppDomain: t.field({
    type: ResultRef,
    description: 'Adds a host to the app; a custom domain serves it once verifyAppDomain finds its TXT record.',
    args: { appId: t.arg.string({ required: true }), host: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.appDomains.add(requireSession(context), args.appId, args.host)),
  }),
  verifyAppDomain: t.field({
    type: ResultRef,
    description: 'Looks up the pending domain’s DNS TXT record now; found, the domain is verified.',
    args: { appId: t.arg.string({ required: true }), host: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.appDomains.verify(requireSession(context), args.appId, args.host)),
  }),
  removeAppDomain: t.field({
    type: ResultRef,
    description: 'The host leaves the app and the tenant.',
    args: { appId: t.arg.string({ required: true }), host: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.appDomains.remove(requireSession(context), args.appId, args.host)),
  }),
}));
