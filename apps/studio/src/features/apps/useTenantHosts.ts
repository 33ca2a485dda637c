import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { TenantHostsQuery } from './graphql/apps';

export const tenantHostsKey = ['apps', 'tenant-hosts'] as const;

/** The tenant's hosts, each with the app it serves (null when free). */
export function useTenantHosts(enabled: boolean) {
  return useQuery({
    queryKey: tenantHostsKey,
    enabled,
    queryFn: async () => (await request(TenantHostsQuery)).tenantSettings.hostApps,
  });
}
