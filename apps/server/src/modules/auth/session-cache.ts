type Entry<T> = { value: T; userId: string; expiresAt: number };

/**
 * Remembers live-session checks for a short time so that each request does not hit the database.
 * Revocations in this process apply at once; other processes see them within `ttlMs`.
 */
export function createSessionCache<T>(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, Entry<T>>();
  return {
    get(sessionId: string): T | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.value;
    },
    set(sessionId: string, userId: string, value: T) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { value, userId, expiresAt: Date.now() + ttlMs });
    },
    forgetSession(sessionId: string) {
      entries.delete(sessionId);
    },
    forgetUser(userId: string) {
      for (const [sessionId, entry] of entries) if (entry.userId === userId) entries.delete(sessionId);
    },
  };
}
