import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { loginThrottle } from './auth.tables';

/** A fixed-window counter: at most `limit` hits per `windowSeconds` for one key. */
export type ThrottleRule = { limit: number; windowSeconds: number };

/**
 * Counters for sign-in failures and password-reset mails, kept in the database so that requests sent
 * as aliases, concurrently or to several server processes are all counted: every hit is one atomic
 * upsert that returns the new count.
 */
export function createThrottleRepository(db: Database) {
  const windowOf = (rule: ThrottleRule) => sql`make_interval(secs => ${rule.windowSeconds})`;
  return {
    /** Counts one hit and returns the count within the key's current window, this hit included. */
    async hit(key: string, rule: ThrottleRule): Promise<number> {
      const expired = sql`${loginThrottle.windowStartedAt} < now() - ${windowOf(rule)}`;
      const [row] = await db
        .insert(loginThrottle)
        .values({ accountKey: key, failures: 1 })
        .onConflictDoUpdate({
          target: loginThrottle.accountKey,
          set: {
            failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
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

    async clear(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, key));
    },
  };
}
export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
