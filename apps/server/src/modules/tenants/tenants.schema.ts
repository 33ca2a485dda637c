import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { toResult } from '../../graphql/outcome';
import { ResultRef } from '../../graphql/result';
import type { TenantSettings } from './tenants.service';

const HostAppRef = builder.objectRef<{ host: string; appId: string | null }>('tenantHost').implement({
  description: 'A host of the tenant and the app it serves, if any',
  fields: (t) => ({
    host: t.exposeString('host', { nullable: false }),
    appId: t.exposeString('appId'),
    studioHost: t.boolean({
      nullable: false,
      description: 'Extension: a host the studio itself answers on (localhost...): no app may use it.',
      resolve: (row, _args, context) => context.services.studioHosts.has(row.host),
    }),
  }),
});

const TenantSettingsRef = builder.objectRef<TenantSettings>('tenantSettings').implement({
  fields: (t) => ({
    tenantId: t.exposeString('tenantId'),
    hosts: t.exposeStringList('hosts', { nullable: { list: true, items: true } }),
    hostApps: t.field({
      type: [HostAppRef],
      nullable: false,
      description: 'Extension: each host with the app it serves (a host serves one app at a time).',
      resolve: (settings) => settings.hostApps,
    }),
  }),
});

builder.queryField('tenantSettings', (t) =>
  t.field({
    type: TenantSettingsRef,
    nullable: false,
    resolve: (_root, _args, context) => context.services.tenants.settings(requireSession(context)),
  }),
);

builder.mutationFields((t) => ({
  addHostToTenantSettings: t.field({
    type: ResultRef,
    args: { host: t.arg.string() },
    resolve: async (_root, args, context) =>
      toResult(await context.services.tenants.addHost(requireSession(context), args.host)),
  }),
  removeHostFromTenantSettings: t.field({
    type: ResultRef,
    args: { host: t.arg.string() },
    resolve: async (_root, args, context) =>
      toResult(await context.services.tenants.removeHost(requireSession(context), args.host)),
  }),
}));
