import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { AppDetailQuery } from './graphql/apps';

export const appKey = (appId: string) => ['apps', 'detail', appId] as const;

/** One app; null when the tenant has no app with this id. */
export function useApp(appId: string) {
  return useQuery({
    queryKey: appKey(appId),
    queryFn: async () => (await request(AppDetailQuery, { appId })).apps.list?.[0] ?? null,
    retry: false,
  });
}
