import type { GenerationCache } from '../../platform/cache/generation-cache';
import type { createPublishService } from './publish.service';

type PublishService = ReturnType<typeof createPublishService>;

/**
 * The live version of an app (its whole snapshot), which every visitor's first load and guest token ask
 * for, answered from the generation cache under the tenant's 'apps' scope: publishing, unpublishing
 * and deleting write app_versions or app_unpublished, whose triggers raise it (migration
 * apps_cache_generation), so the next read in any process sees the change.
 */
export function cachedPublishReads(publish: PublishService, cache: GenerationCache): PublishService {
  return { ...publish, live: cache.cached('apps', 'publish.live', publish.live) };
}
