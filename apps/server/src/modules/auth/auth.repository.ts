import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { stampAuditActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { clients, tenants } from '../tenants/tenants.tables';
import { passwordResets, refreshTokens, sessions, users } from './auth.tables';

/** Users, sessions and their tokens. Sign-in happens before a session exists, so the tenant is an argument here. */
export function createAuthRepository(db: Database) {
  return {
    async clientExists(tenantId: string, clientId: string): Promise<boolean> {
      const rows = await db
        .select({ tenantId: clients.tenantId })
        .from(clients)
        .innerJoin(tenants, eq(tenants.id, clients.tenantId))
        .where(and(eq(clients.tenantId, tenantId), eq(clients.clientId, clientId)));
      return rows.length > 0;
    },

    async findUserByEmail(tenantId: string, email: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(ofTenant(users, tenantId, eq(users.email, email.trim().toLowerCase())));
      return user ?? null;
    },

    async findUser(tenantId: string, userId: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(ofTenant(users, tenantId, eq(users.id, userId)));
      return user ?? null;
    },

    async createUser(input: { tenantId: string; email: string; username: string; passwordHash: string }) {
      const id = randomUUID();
      await db.insert(users).values({ id, ...input, email: input.email.trim().toLowerCase() });
      return id;
    },

    /** The user's own password, chosen through a link (no session): the audit trail names the user. */
    async setOwnPassword(tenantId: string, userId: string, passwordHash: string, operation?: string) {
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ username: users.username })
          .from(users)
          .where(ofTenant(users, tenantId, eq(users.id, userId)));
        if (!user) return;
        await stampAuditActor(tx, { userId, username: user.username, operation });
        await tx
          .update(users)
          .set({ passwordHash })
          .where(ofTenant(users, tenantId, eq(users.id, userId)));
      });
    },

    async createSession(input: { tenantId: string; userId: string; clientId: string; expiresAt: Date }) {
      const id = randomUUID();
      await db.insert(sessions).values({ id, ...input });
      return id;
    },

    /** A live session: not revoked, within its absolute lifetime, of a user who is not deactivated. */
    async findLiveSession(sessionId: string) {
      const [row] = await db
        .select({ session: sessions, username: users.username, roles: users.roles })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            isNull(users.deactivatedAt),
          ),
        );
      return row ?? null;
    },

    async revokeSession(sessionId: string) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async revokeUserSessions(tenantId: string, userId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(ofTenant(sessions, tenantId, eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async storeRefreshToken(sessionId: string, tokenHash: string) {
      await db.insert(refreshTokens).values({ sessionId, tokenHash });
    },

    /** The tenant and client a refresh token was issued to, without using it up. */
    async findRefreshTokenOwner(tokenHash: string) {
      const [row] = await db
        .select({ sessionId: sessions.id, tenantId: sessions.tenantId, clientId: sessions.clientId })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Marks a refresh token used, atomically. Returns the session it belongs to and whether this call
     * was the one that used it (false means it had been used before: a replay).
     */
    async consumeRefreshToken(tokenHash: string) {
      const [fresh] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (fresh) return { sessionId: fresh.sessionId, replay: false };
      const [used] = await db
        .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return used ? { sessionId: used.sessionId, replay: true, usedAt: used.usedAt } : null;
    },

    async storePasswordReset(input: { tenantId: string; userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResets).values(input);
    },

    async consumePasswordReset(tenantId: string, tokenHash: string) {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          ofTenant(
            passwordResets,
            tenantId,
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row ?? null;
    },

    /** Makes a consumed link good again when its new password could not be stored. */
    async restorePasswordReset(tenantId: string, tokenHash: string) {
      await db
        .update(passwordResets)
        .set({ usedAt: null })
        .where(ofTenant(passwordResets, tenantId, eq(passwordResets.tokenHash, tokenHash)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
