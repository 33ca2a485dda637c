import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { loginThrottle } from './auth.tables';

/** A fixed-window counter: at most `limit` hits per `windowSeconds` for one key. */
export type ThrottleRule = { limit: number; windowSeconds: number };

/**
 * Counters for sign-in failures and attempts, password-reset mails and guest quotes, kept in the database so that requests sent
 * as aliases, concurrently or to several server processes are all counted: every hit is one atomic
 * upsert that returns the new count.
 */
export function createThrottleRepository(db: Database) {
  const windowOf = (rule: ThrottleRule) => sql`make_interval(secs => ${rule.windowSeconds})`;
  return {
    /** Counts `hits` (one by default) and returns the count within the key's current window, these included. */
    async hit(key: string, rule: ThrottleRule, hits = 1): Promise<number> {
      const expired = sql`${loginThrottle.windowStartedAt} < now() - ${windowOf(rule)}`;
      const [row] = await db
        .insert(loginThrottle)
        .values({ accountKey: key, failures: hits })
        .onConflictDoUpdate({
          target: loginThrottle.accountKey,
          set: {
            failures: sql`case when ${expired} then ${hits}::integer else ${loginThrottle.failures} + ${hits}::integer end`,
            windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
          },
        })
        .returning({ failures: loginThrottle.failures });
      return row?.failures ?? 0;
    },

    /** True when the key has used up its hits for the current window. */
    async isExhausted(key: string, rule: ThrottleRule): Promise<boolean> {
      const [row] = await db
        .select({ failures: loginThrottle.failures })
        .from(loginThrottle)
        .where(
          and(
            eq(loginThrottle.accountKey, key),
            gte(loginThrottle.windowStartedAt, sql`now() - ${windowOf(rule)}`),
            gte(loginThrottle.failures, rule.limit),
          ),
        );
      return row !== undefined;
    },

    /** Gives back hits counted before the outcome was known (a successful attempt is not held against anyone). */
    async release(key: string, hits = 1): Promise<void> {
      if (hits <= 0) return;
      await db
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - ${hits}::integer, 0)` })
        .where(eq(loginThrottle.accountKey, key));
    },

    async clear(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, key));
    },
  };
}
export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
