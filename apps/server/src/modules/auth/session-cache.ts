import { LruCache } from '../../core/lru-cache';

/**
 * Remembers live-session checks for a short time so that each request does not hit the database.
 * Revocations in this process apply at once; other processes see them within `ttlMs`.
 */
export function createSessionCache<T>(ttlMs: number, maxEntries = 10_000) {
  const entries = new LruCache<{ value: T; userId: string }>({ ttlMs, maxEntries });
  return {
    get: (sessionId: string): T | undefined => entries.get(sessionId)?.value,
    set(sessionId: string, userId: string, value: T) {
      entries.set(sessionId, { value, userId });
    },
    forgetSession(sessionId: string) {
      entries.delete(sessionId);
    },
    forgetUser(userId: string) {
      entries.deleteWhere((entry) => entry.userId === userId);
    },
  };
}
