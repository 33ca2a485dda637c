import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { loginThrottle } from './auth.tables';

export const MAX_ATTEMPTS_PER_WINDOW = 5;
export const THROTTLE_WINDOW_MINUTES = 15;

/**
 * Counts an attempt before the password is checked, atomically in the database, so that attempts
 * sent as aliases, batches or from several server processes are all counted.
 * Returns false when the account has used up its attempts for the window.
 */
export async function admitAttempt(db: Database, accountKey: string): Promise<boolean> {
  const window = sql.raw(`interval '${THROTTLE_WINDOW_MINUTES} minutes'`);
  const [row] = await db
    .insert(loginThrottle)
    .values({ accountKey, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.accountKey,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < now() - ${window} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < now() - ${window} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return (row?.failures ?? 0) <= MAX_ATTEMPTS_PER_WINDOW;
}

export async function clearAttempts(db: Database, accountKey: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, accountKey));
}
