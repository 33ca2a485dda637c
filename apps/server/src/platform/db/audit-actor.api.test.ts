import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileBuckets } from '../../modules/files/files.tables';
import { useTestServer } from '../../testing/use-test-server';
import { asActor } from './audit-actor';

const server = useTestServer({}, { signIn: false });
const actor = { userId: 'stamp-user', username: 'Stamp User' };
const actorSeen = sql<string>`current_setting('carrier.actor_id', true)`;

describe('asActor', () => {
  it('stamps the actor before a work statement sent at once, without waiting for the stamp', async () => {
    // The work's statement goes out at its call, as the stamp does: the stamp must still come first.
    const seen = await asActor(server.database.db, actor, async (tx) => {
      const session = (tx as typeof server.database.db)._.session;
      const result = await session.execute<{ actor: string }>(sql`select ${actorSeen} as actor`);
      return (result as unknown as { rows: Array<{ actor: string }> }).rows[0]?.actor;
    });
    expect(seen).toBe('stamp-user');
  });

  it('stamps the actor before a query builder of the work', async () => {
    const [row] = await asActor(server.database.db, actor, (tx) =>
      tx.select({ actor: actorSeen }).from(fileBuckets).limit(1),
    );
    expect(row?.actor).toBe('stamp-user');
  });

  it("fails with the stamp's own error, and keeps none of the work, when the stamp fails", async () => {
    // A NUL character is refused by PostgreSQL in any text value.
    const refused = asActor(server.database.db, { userId: 'bad\u0000id', username: 'x' }, (tx) =>
      tx.insert(fileBuckets).values({ tenantId: 'test', bucketName: 'stamp-failed' }),
    );
    await expect(refused).rejects.toThrow(/set_config/);
    const kept = await server.database.db
      .select()
      .from(fileBuckets)
      .where(and(eq(fileBuckets.tenantId, 'test'), eq(fileBuckets.bucketName, 'stamp-failed')));
    expect(kept).toEqual([]);
  });
});
