import { request } from '../../api/client';
import { useLoad } from '../../ui/useLoad';
import { AppDetailQuery } from './graphql/apps';

export const appKey = (appId: string) => ['apps', 'detail', appId] as const;

/** One app; null when the tenant has no app with this id. A failure is said by the page (back to the list). */
export function useApp(appId: string) {
  return useLoad({
    queryKey: appKey(appId),
    queryFn: async () => (await request(AppDetailQuery, { appId })).apps.list?.[0] ?? null,
    retry: false,
  });
}
