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

  /** Counts one batch of hits in one statement; each pending hit's count includes those before it. */
  async function countBatch(batch: readonly PendingHit[]): Promise<number[]> {
    const totals = new Map<string, { hits: number; windowSeconds: number }>();
    for (const { key, hits, windowSeconds } of batch) {
      const total = totals.get(key);
      totals.set(key, { hits: (total?.hits ?? 0) + hits, windowSeconds: total?.windowSeconds ?? windowSeconds });
    }
    const input = sql.join(
      [...totals].map(
        ([key, { hits, windowSeconds }]) => sql`(${key}::text, ${hits}::integer, ${windowSeconds}::integer)`,
      ),
      sql`, `,
    );
    // Each key's own window, looked up from the input rows; inserted in key order (see above).
    const expired = sql`login_throttle.window_started_at < now() - make_interval(secs => (
      select window_seconds from input where input.account_key = excluded.account_key))`;
    const { rows } = (await db.execute(sql`
      with input (account_key, hits, window_seconds) as (values ${input})
      insert into login_throttle (account_key, failures)
      select account_key, hits from input order by account_key
      on conflict (account_key) do update set
        failures = case when ${expired} then excluded.failures else login_throttle.failures + excluded.failures end,
        window_started_at = case when ${expired} then now() else login_throttle.window_started_at end
      returning account_key, failures`)) as unknown as { rows: Array<{ account_key: string; failures: number }> };
    // The statement counted a key's hits together: walk back from its final count, last hit first.
    const remaining = new Map(rows.map((row) => [row.account_key, Number(row.failures)]));
    const counts: number[] = [];
    for (let index = batch.length - 1; index >= 0; index--) {
      const pending = batch[index] as PendingHit;
      const count = remaining.get(pending.key) ?? 0;
      counts[index] = count;
      remaining.set(pending.key, count - pending.hits);
    }
    return counts;
  }

  const hits = new DataLoader<PendingHit, number>(countBatch, {
    cache: false,
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });

  return {
    /**
     * Counts `hits` (one by default) and returns the count within the key's current window, these
     * included; zero hits read the count (and share the moment's statement).
     */
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
