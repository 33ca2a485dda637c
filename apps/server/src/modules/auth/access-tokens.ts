import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { LruCache } from '../../core/lru-cache';
import type { GuestApp } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { serverSecrets } from '../tenants/tenants.tables';

export type AccessClaims = {
  userId: string;
  tenantId: string;
  sessionId: string;
  clientId: string;
  username: string;
  /** 'guest': a published app's visitor (modules/publish/guest-scope.ts), never a staff account. */
  scope?: 'guest';
  /** A guest's app and the version it was issued for: it reads what that version's quotes need. */
  guestApp?: GuestApp;
};
export type { GuestApp };

const ALGORITHM = 'HS256';
const ISSUER = 'carrier-studio';

/** The signing key lives in the database so that every server process signs and verifies alike. */
export async function loadSigningKey(db: Database): Promise<Uint8Array> {
  await db
    .insert(serverSecrets)
    .values({ name: 'access-token-key', value: randomBytes(48).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'access-token-key'));
  if (!row) throw new Error('The access-token signing key could not be created');
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}

/**
 * Signs and verifies access tokens. A token verified once is remembered (by its whole text, signature
 * included, so only a token this server signed can match) until it expires: a visitor's ten quotes cost
 * one signature check instead of ten (jose's HMAC goes through WebCrypto's job queue, ~0.5 ms a call
 * under load). Only valid tokens are kept, so forged ones cannot fill the cache.
 */
export function createAccessTokens(
  key: Uint8Array,
  ttlSeconds: number,
  { now = Date.now, remembered = 10_000 }: { now?: () => number; remembered?: number } = {},
) {
  const verified = new LruCache<{ claims: AccessClaims; expiresAt: number }>({ maxEntries: remembered });
  /** jose's own rule: a token is expired once the whole seconds of now reach its `exp`. */
  const expired = (expiresAt: number) => Math.floor(now() / 1000) >= expiresAt;
  return {
    ttlSeconds,
    sign(claims: AccessClaims): Promise<string> {
      const scope = claims.scope ? { scp: claims.scope } : {};
      const { guestApp } = claims;
      const guest = guestApp ? { app: guestApp.appId, ver: guestApp.version, gid: guestApp.guestId } : {};
      return new SignJWT({
        tid: claims.tenantId,
        sid: claims.sessionId,
        cid: claims.clientId,
        usr: claims.username,
        ...scope,
        ...guest,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Claims of a valid token, or null for anything tampered, expired, unsigned (alg none) or foreign. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (!expired(known.expiresAt)) return known.claims;
        verified.delete(token);
        return null;
      }
      const claims = await verifySignedClaims(token);
      if (claims) verified.set(token, claims);
      return claims?.claims ?? null;
    },
  };

  async function verifySignedClaims(token: string): Promise<{ claims: AccessClaims; expiresAt: number } | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: new Date(now()),
      });
      const { sub, tid, sid, cid, usr, scp, app, ver, gid } = payload;
      if (typeof sub !== 'string' || typeof tid !== 'string' || typeof sid !== 'string') return null;
      const claims: AccessClaims = {
        userId: sub,
        tenantId: tid,
        sessionId: sid,
        clientId: String(cid),
        username: String(usr),
      };
      if (scp === 'guest') {
        // A guest token names its app, version and guest identity; one without them (or a staff one with them) is refused.
        if (typeof app !== 'string' || !Number.isInteger(ver) || typeof gid !== 'string') return null;
        claims.scope = 'guest';
        claims.guestApp = Object.freeze({ appId: app, version: ver as number, guestId: gid });
      } else if (scp !== undefined || app !== undefined || gid !== undefined) return null;
      // Frozen: the same claims answer every later check of this token.
      return typeof payload.exp === 'number' ? { claims: Object.freeze(claims), expiresAt: payload.exp } : null;
    } catch {
      return null;
    }
  }
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Opaque secrets (refresh tokens, reset links): the client keeps the secret, we keep its hash. */
export function newOpaqueToken(prefix: string): { token: string; hash: string } {
  const token = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
