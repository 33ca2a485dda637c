import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../core/roles';
import type { Actor } from '../../core/session';
import { asActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { users } from '../auth/auth.tables';

const listed = {
  id: users.id,
  tenantId: users.tenantId,
  email: users.email,
  username: users.username,
  roles: users.roles,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

/** A tenant's staff users as an admin sees them (never a password hash). */
export function createUsersRepository(db: Database) {
  return {
    list: (tenantId: string) =>
      db.select(listed).from(users).where(ofTenant(users, tenantId)).orderBy(asc(users.email)),

    async find(tenantId: string, userId: string) {
      const [row] = await db
        .select(listed)
        .from(users)
        .where(ofTenant(users, tenantId, eq(users.id, userId)));
      return row ?? null;
    },

    /** An invited user (no password works until they choose one through their link); null when the e-mail is taken. */
    async insert(input: { tenantId: string; email: string; roles: Role[] }, actor: Actor) {
      const id = randomUUID();
      const [row] = await asActor(db, actor, (tx) =>
        tx
          .insert(users)
          .values({ id, ...input, username: input.email, passwordHash: '!' })
          .onConflictDoNothing()
          .returning(listed),
      );
      return row ?? null;
    },

    /** An admin's change of a user: the users row has no audit columns, so `actor` is stamped for the trigger. */
    async update(
      tenantId: string,
      userId: string,
      change: { roles?: Role[]; deactivatedAt?: Date | null },
      actor: Actor,
    ) {
      const [row] = await asActor(db, actor, (tx) =>
        tx
          .update(users)
          .set(change)
          .where(ofTenant(users, tenantId, eq(users.id, userId)))
          .returning(listed),
      );
      return row ?? null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type UserRow = NonNullable<Awaited<ReturnType<UsersRepository['find']>>>;
