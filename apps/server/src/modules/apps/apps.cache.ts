import type { Session } from '../../core/session';
import type { GenerationCache } from '../../platform/cache/generation-cache';
import type { AppsService, ListQuery } from './apps.service';

/**
 * The apps reads that the studio's lists and the UI editor repeat, answered from the generation cache
 * under the tenant's 'apps' scope: a page of apps per query, the CMS configs (pages, theme, guest
 * switch) per query and one app by its id. Every table those reads touch raises that scope in the
 * writing transaction (migration apps_cache_generation), so a write in any process is seen by the
 * next read. The reads depend on the session's tenant only.
 */
export function cachedAppReads(apps: AppsService, cache: GenerationCache): AppsService {
  const read = <T>(session: Session, name: string, args: unknown, compute: () => Promise<T>) =>
    cache.read(session.tenantId, 'apps', `${name}\u0000${JSON.stringify(args)}`, compute);
  return {
    ...apps,
    list: (session: Session, query: ListQuery) => read(session, 'apps.list', query, () => apps.list(session, query)),
    configs: (session: Session, query: ListQuery) =>
      read(session, 'apps.configs', query, () => apps.configs(session, query)),
    find: (session: Session, appId: string) => read(session, 'apps.find', appId, () => apps.find(session, appId)),
  };
}
