import type { GenerationCache } from '../../platform/cache/generation-cache';
import type { createPublishService } from './publish.service';

type PublishService = ReturnType<typeof createPublishService>;

/**
 * What every visitor's first load, guest token and token check ask for: the live version of an app (its
 * whole snapshot) and its guest identity, answered from the generation cache under the tenant's 'apps'
 * scope. Publishing, unpublishing, deleting and switching guests write app_versions, app_unpublished or
 * app_guests, whose triggers raise it (migration apps_cache_generation), so the next read in any
 * process sees the change.
 */
export function cachedPublishReads(publish: PublishService, cache: GenerationCache): PublishService {
  return {
    ...publish,
    live: cache.cached('apps', 'publish.live', publish.live),
    // A visitor's guest token, and every check of it, read these too (app_guests is in the same scope).
    guestIdentity: cache.cached('apps', 'publish.guestIdentity', publish.guestIdentity),
    guestAppIsLive: cache.cached('apps', 'publish.guestAppIsLive', publish.guestAppIsLive),
  };
}
