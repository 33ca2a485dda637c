import DataLoader from 'dataloader';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { loginThrottle } from './auth.tables';

/** A fixed-window counter: at most `limit` hits per `windowSeconds` for one key. */
export type ThrottleRule = { limit: number; windowSeconds: number };

/** One counted hit waiting for its batch. */
type PendingHit = { key: string; hits: number; windowSeconds: number };

/**
 * Counters for sign-in failures and attempts, password-reset mails and guest quotes, kept in the database so that requests sent
 * as aliases, concurrently or to several server processes are all counted: every hit is counted by an
 * atomic upsert that returns the new count. Hits made in the same turn of the event loop share one
 * statement (a published app's visitors quote many at a time), keys in a fixed order so that two
 * processes' batches lock rows in the same order.
 */
export function createThrottleRepository(db: Database) {
  const windowOf = (rule: ThrottleRule) => sql`make_interval(secs => ${rule.windowSeconds})`;

  /** Counts one batch of hits of the same window; each pending hit's count includes those before it. */
  async function countBatch(batch: readonly PendingHit[], windowSeconds: number): Promise<Map<PendingHit, number>> {
    const totals = new Map<string, number>();
    for (const { key, hits } of batch) totals.set(key, (totals.get(key) ?? 0) + hits);
    const expired = sql`${loginThrottle.windowStartedAt} < now() - ${windowOf({ limit: 0, windowSeconds })}`;
    const rows = await db
      .insert(loginThrottle)
      .values(
        [...totals]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, hits]) => ({ accountKey: key, failures: hits })),
      )
      .onConflictDoUpdate({
        target: loginThrottle.accountKey,
        set: {
          failures: sql`case when ${expired} then excluded.failures else ${loginThrottle.failures} + excluded.failures end`,
          windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
        },
      })
      .returning({ key: loginThrottle.accountKey, failures: loginThrottle.failures });
    // The statement counted a key's hits together: walk back from its final count, last hit first.
    const remaining = new Map(rows.map((row) => [row.key, row.failures]));
    const counts = new Map<PendingHit, number>();
    for (const pending of [...batch].reverse()) {
      const count = remaining.get(pending.key) ?? 0;
      counts.set(pending, count);
      remaining.set(pending.key, count - pending.hits);
    }
    return counts;
  }

  const hits = new DataLoader<PendingHit, number>(
    async (batch) => {
      const windows = [...new Set(batch.map((pending) => pending.windowSeconds))];
      const counted = await Promise.all(
        windows.map((seconds) =>
          countBatch(
            batch.filter((pending) => pending.windowSeconds === seconds),
            seconds,
          ),
        ),
      );
      return batch.map((pending) => counted[windows.indexOf(pending.windowSeconds)]?.get(pending) ?? 0);
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );

  return {
    /** Counts `hits` (one by default) and returns the count within the key's current window, these included. */
    hit(key: string, rule: ThrottleRule, count = 1): Promise<number> {
      return hits.load({ key, hits: count, windowSeconds: rule.windowSeconds });
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
