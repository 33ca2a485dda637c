import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { createThrottleRepository } from './throttle.repository';

const server = useTestServer({}, { signIn: false });
const RULE = { limit: 1_000, windowSeconds: 60 };

describe('throttle counters', () => {
  it('gives hits made at the same moment on one key each its own count, as one at a time would', async () => {
    const throttle = createThrottleRepository(server.database.db);
    const counts = await Promise.all(Array.from({ length: 25 }, () => throttle.hit('same-moment', RULE)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(await throttle.hit('same-moment', RULE)).toBe(26);
  });

  it('counts several keys, hit sizes and windows of one moment apart', async () => {
    const throttle = createThrottleRepository(server.database.db);
    const short = { limit: 5, windowSeconds: 10 };
    const [a1, b1, a2, c1, b2] = await Promise.all([
      throttle.hit('moment-a', RULE, 3),
      throttle.hit('moment-b', short),
      throttle.hit('moment-a', RULE, 2),
      throttle.hit('moment-c', short, 4),
      throttle.hit('moment-b', short, 5),
    ]);
    expect([a1, a2]).toEqual([3, 5]);
    expect([b1, b2]).toEqual([1, 6]);
    expect(c1).toBe(4);
    expect(await throttle.isExhausted('moment-b', short)).toBe(true);
    expect(await throttle.isExhausted('moment-c', short)).toBe(false);
  });

  it('starts a key whose window has passed again from the hits of the new moment', async () => {
    const throttle = createThrottleRepository(server.database.db);
    const short = { limit: 5, windowSeconds: 10 };
    await throttle.hit('window-over', short, 5);
    await server.database.db.execute(
      sql`update login_throttle set window_started_at = now() - interval '11 seconds' where account_key = 'window-over'`,
    );
    const counts = await Promise.all([throttle.hit('window-over', short), throttle.hit('window-over', short)]);
    expect(counts).toEqual([1, 2]);
  });

  it('counts hits from two processes on the same keys, both batches at once', async () => {
    const first = createThrottleRepository(server.database.db);
    const second = createThrottleRepository(server.database.db);
    const keys = ['race-x', 'race-y', 'race-z'];
    const counts = await Promise.all([
      ...keys.map((key) => first.hit(key, RULE)),
      ...[...keys].reverse().map((key) => second.hit(key, RULE)),
    ]);
    expect(counts.sort()).toEqual([1, 1, 1, 2, 2, 2]);
  });
});
