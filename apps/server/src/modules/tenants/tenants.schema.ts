import { MESSAGES, ZHostName } from '@carrier/contracts';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { failure, ResultRef, success } from '../../graphql/result';

const TenantSettingsRef = builder.objectRef<{ tenantId: string; hosts: string[] }>('tenantSettings').implement({
  fields: (t) => ({
    tenantId: t.exposeString('tenantId'),
    hosts: t.exposeStringList('hosts'),
  }),
});

builder.queryField('tenantSettings', (t) =>
  t.field({
    type: TenantSettingsRef,
    nullable: false,
    resolve: async (_root, _args, context) => {
      const { tenantId } = requireSession(context);
      return { tenantId, hosts: await context.services.tenants.listHosts(tenantId) };
    },
  }),
);

builder.mutationFields((t) => ({
  addHostToTenantSettings: t.field({
    type: ResultRef,
    args: { host: t.arg.string() },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      const host = ZHostName.safeParse(args.host ?? '');
      if (!host.success) return failure({ code: 'invalid_host', message: MESSAGES.hostInvalid });
      const added = await context.services.tenants.addHost(tenantId, host.data);
      return added ? success() : failure({ code: 'host_exists', message: MESSAGES.hostAlreadyExists });
    },
  }),
  removeHostFromTenantSettings: t.field({
    type: ResultRef,
    args: { host: t.arg.string() },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      const host = ZHostName.safeParse(args.host ?? '');
      const removed = host.success && (await context.services.tenants.removeHost(tenantId, host.data));
      return removed ? success() : failure({ code: 'host_not_found', message: MESSAGES.hostNotFound });
    },
  }),
}));
