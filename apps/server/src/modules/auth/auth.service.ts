import { MESSAGES, MIN_PASSWORD_LENGTH } from '@carrier/contracts';
import { isRole, type Role } from '../../core/roles';
import type { RequestOrigin, Session } from '../../core/session';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditEvent } from '../audit/audit.repository';
import { GUEST_USERNAME } from '../publish/guest-identity';
import { GUEST_LIMITS } from '../publish/guest-scope';
import type { AccessClaims, AccessTokens, GuestApp } from './access-tokens';
import { hashOpaqueToken, newOpaqueToken } from './access-tokens';
import type { AuthRepository } from './auth.repository';
import { DUMMY_HASH, hashPassword, PasswordHashingBusy, verifyPassword } from './passwords';
import { resetLinkBase } from './reset-link';
import { createSessionCache } from './session-cache';
import type { ThrottleRepository, ThrottleRule } from './throttle.repository';

/** The reference's `token` type: a failure carries error and errorDescription, never a token. */
export type TokenAnswer = {
  accessToken?: string;
  refreshToken?: string;
  expiresIn?: number;
  tokenType?: string;
  error?: string;
  errorDescription?: string;
};

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type PasswordLinkUser = { id: string; tenantId: string; email: string };
/** How long a rotated refresh token still answers (the reuse interval of Auth0, Okta's grace period). */
const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Failed sign-ins are counted per account and client address (a stranger elsewhere cannot lock the
 * owner out) and, more slowly, per account over all addresses (a botnet cannot guess forever).
 * Successful sign-ins are never counted. Before any password is hashed, the attempt counts against its
 * client address whatever the account (`perAddress`); a successful one is given back.
 */
export const SIGN_IN_LIMITS = {
  perAccountAndAddress: { limit: 5, windowSeconds: 15 * 60 },
  perAccount: { limit: 50, windowSeconds: 60 * 60 },
  perAddress: { limit: 10, windowSeconds: 60 },
} satisfies Record<string, ThrottleRule>;

/** Recovery mails: a few per account, and a bounded number of requests per client address. */
export const RESET_LIMITS = {
  perAccount: { limit: 3, windowSeconds: 60 * 60 },
  perAddress: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

/** A guest is its app's own guest identity at one version, never a staff account: ids no user or session row can have. */
const guestIdentity = (tenantId: string, guestApp: GuestApp) => {
  const id = `guest:${tenantId}:${guestApp.guestId}:${guestApp.version}`;
  return { sessionId: id, userId: id, tenantId, username: GUEST_USERNAME, scope: 'guest' as const, guestApp };
};

const deny = (error: string, errorDescription: string): TokenAnswer => ({ error, errorDescription });

export function createAuthService(deps: {
  repository: AuthRepository;
  tokens: AccessTokens;
  mailer: Mailer;
  refreshTokenTtlSeconds: number;
  sessionCheckTtlMs: number;
  throttle: ThrottleRepository;
  /** PUBLIC_URL: when set, the one origin of links in mails. */
  publicUrl: string | undefined;
  /** The hosts registered to a tenant, for links in mails when PUBLIC_URL is not set. */
  tenantHosts: (tenantId: string) => Promise<string[]>;
  /** The server's own address, the last resort for links in mails. */
  fallbackOrigin: string;
  /** True while the guest's app version is live (a guest token dies with its version). */
  guestAppIsLive: (tenantId: string, guestApp: GuestApp) => Promise<boolean>;
  /** Writes an event to the audit trail (sign-ins, failed sign-ins). */
  audit: (event: AuditEvent) => Promise<void>;
}) {
  const { repository, tokens, throttle } = deps;
  const liveSessions = createSessionCache<{ tenantId: string; username: string; roles: readonly Role[] }>(
    deps.sessionCheckTtlMs,
  );

  async function revokeSession(sessionId: string) {
    liveSessions.forgetSession(sessionId);
    await repository.revokeSession(sessionId);
  }

  /** A guest's session: good while its app version is live (checked at most once per sessionCheckTtlMs). */
  async function resolveGuest(claims: AccessClaims): Promise<Session | null> {
    const { guestApp } = claims;
    if (!guestApp) return null;
    const expected = guestIdentity(claims.tenantId, guestApp);
    if (claims.sessionId !== expected.sessionId || claims.userId !== expected.userId) return null;
    if (!liveSessions.get(claims.sessionId)) {
      if (!(await deps.guestAppIsLive(claims.tenantId, guestApp))) return null;
      liveSessions.set(claims.sessionId, claims.userId, {
        tenantId: claims.tenantId,
        username: expected.username,
        roles: [],
      });
    }
    return { ...claims, username: expected.username, roles: [] };
  }

  async function endUserSessions(tenantId: string, userId: string): Promise<void> {
    liveSessions.forgetUser(userId);
    await repository.revokeUserSessions(tenantId, userId);
  }

  /** A one-time link to choose a password, stored as a hash; its origin from PUBLIC_URL or the tenant's hosts. */
  async function passwordLink(user: PasswordLinkUser, origin: RequestOrigin, ttlMs: number): Promise<string> {
    const reset = newOpaqueToken('pr');
    await repository.storePasswordReset({
      tenantId: user.tenantId,
      userId: user.id,
      tokenHash: reset.hash,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    const base = resetLinkBase({
      publicUrl: deps.publicUrl,
      registeredHosts: await deps.tenantHosts(user.tenantId),
      request: origin,
      fallbackOrigin: deps.fallbackOrigin,
    });
    return `${base}/reset-password?token=${encodeURIComponent(reset.token)}`;
  }

  async function issueTokens(input: AccessClaims) {
    const refresh = newOpaqueToken('rt');
    await repository.storeRefreshToken(input.sessionId, refresh.hash);
    const accessToken = await tokens.sign(input);
    return { accessToken, refreshToken: refresh.token, expiresIn: tokens.ttlSeconds, tokenType: 'Bearer' };
  }

  return {
    /** What a login shows of its account (the reference's `login`): its email and creation, or null when gone. */
    async login(tenantId: string, userId: string): Promise<{ email: string; createdAt: Date } | null> {
      const user = await repository.findUser(tenantId, userId);
      return user ? { email: user.email, createdAt: user.createdAt } : null;
    },

    async signIn(input: {
      tenantId: string;
      clientId: string;
      username: string;
      password: string;
      clientAddress: string;
    }): Promise<TokenAnswer> {
      if (!(await repository.clientExists(input.tenantId, input.clientId))) {
        return deny('invalid_client', MESSAGES.unknownClient);
      }
      // Counted before any hashing, so a burst from one address costs at most `perAddress` hashes.
      const attemptKey = `signin-from:${input.clientAddress}`;
      if ((await throttle.hit(attemptKey, SIGN_IN_LIMITS.perAddress)) > SIGN_IN_LIMITS.perAddress.limit) {
        return deny('too_many_attempts', MESSAGES.tooManyAttempts);
      }
      const account = `signin:${input.tenantId}:${input.username.trim().toLowerCase()}`;
      const fromAddress = `${account}@${input.clientAddress}`;
      const { perAccount, perAccountAndAddress } = SIGN_IN_LIMITS;
      const locked = async () =>
        (
          await Promise.all([
            throttle.isExhausted(fromAddress, perAccountAndAddress),
            throttle.isExhausted(account, perAccount),
          ])
        ).some(Boolean);
      if (await locked()) return deny('too_many_attempts', MESSAGES.tooManyAttempts);

      const user = await repository.findUserByEmail(input.tenantId, input.username);
      let valid: boolean;
      try {
        valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
      } catch (error) {
        if (error instanceof PasswordHashingBusy) return deny('too_many_attempts', MESSAGES.tooManyAttempts);
        throw error;
      }
      if (!user || !valid || user.deactivatedAt) {
        // Counted atomically after the check, so concurrent guesses past the limit are refused too.
        const [nearCount, globalCount] = await Promise.all([
          throttle.hit(fromAddress, perAccountAndAddress),
          throttle.hit(account, perAccount),
        ]);
        const over = nearCount > perAccountAndAddress.limit || globalCount > perAccount.limit;
        await deps.audit({
          tenantId: input.tenantId,
          actor: null,
          operation: 'sign_in_failed',
          recordType: 'session',
          recordId: user?.id ?? null,
          after: { username: input.username.trim().slice(0, 200), clientAddress: input.clientAddress },
        });
        return over
          ? deny('too_many_attempts', MESSAGES.tooManyAttempts)
          : deny('invalid_grant', MESSAGES.invalidCredentials);
      }
      // A concurrent burst of failures may have locked the account while this password was checked.
      if (await locked()) return deny('too_many_attempts', MESSAGES.tooManyAttempts);

      await Promise.all([throttle.clear(fromAddress), throttle.release(attemptKey)]);
      const expiresAt = new Date(Date.now() + deps.refreshTokenTtlSeconds * 1000);
      const sessionId = await repository.createSession({
        tenantId: user.tenantId,
        userId: user.id,
        clientId: input.clientId,
        expiresAt,
      });
      await deps.audit({
        tenantId: user.tenantId,
        actor: { userId: user.id, username: user.username },
        operation: 'sign_in',
        recordType: 'session',
        recordId: sessionId,
        after: { clientId: input.clientId, clientAddress: input.clientAddress },
      });
      return issueTokens({
        sessionId,
        userId: user.id,
        tenantId: user.tenantId,
        clientId: input.clientId,
        username: user.username,
      });
    },

    /**
     * A published app's visitor: an access token of the guest scope for the app's live version, made
     * without any password or session row (the app itself is the guest's identity; no staff account's
     * name or throttle is involved). At most GUEST_LIMITS.tokensPerAddress per client address.
     */
    async guestToken(input: {
      tenantId: string;
      clientId: string;
      guestApp: GuestApp;
      clientAddress: string;
    }): Promise<TokenAnswer> {
      const { tokensPerAddress } = GUEST_LIMITS;
      if ((await throttle.hit(`guest-token-from:${input.clientAddress}`, tokensPerAddress)) > tokensPerAddress.limit)
        return deny('too_many_attempts', MESSAGES.tooManyAttempts);
      const accessToken = await tokens.sign({
        ...guestIdentity(input.tenantId, input.guestApp),
        clientId: input.clientId,
      });
      return { accessToken, expiresIn: tokens.ttlSeconds, tokenType: 'Bearer' };
    },

    /** Rotates a refresh token; presenting a used one again (after the grace) revokes the whole session. */
    async refresh(input: { tenantId: string; clientId: string; refreshToken: string }): Promise<TokenAnswer> {
      const invalid = deny('invalid_grant', 'invalid_refresh_token');
      const tokenHash = hashOpaqueToken(input.refreshToken);
      // Checked before the token is used up: a token shown to the wrong tenant or client stays good for its owner.
      const owner = await repository.findRefreshTokenOwner(tokenHash);
      if (!owner || owner.tenantId !== input.tenantId || owner.clientId !== input.clientId) return invalid;
      const consumed = await repository.consumeRefreshToken(tokenHash);
      if (!consumed) return invalid;
      const live = await repository.findLiveSession(consumed.sessionId);
      if (!live) return invalid;
      // A token used again within the grace is a race of the owner's (two tabs refreshing at once, a page
      // left while its refresh was on the way), not a thief: it gets tokens, the session lives on.
      const withinGrace =
        consumed.replay && consumed.usedAt && Date.now() - consumed.usedAt.getTime() < REFRESH_REUSE_GRACE_MS;
      if (consumed.replay && !withinGrace) {
        await revokeSession(consumed.sessionId);
        return invalid;
      }
      const { session, username } = live;
      return issueTokens({
        sessionId: session.id,
        userId: session.userId,
        tenantId: session.tenantId,
        clientId: session.clientId,
        username,
      });
    },

    /** The session behind a verified access token, or null when the token or its session is no longer good. */
    async resolveSession(accessToken: string): Promise<Session | null> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      if (claims.scope === 'guest') return resolveGuest(claims);
      let live = liveSessions.get(claims.sessionId);
      if (!live) {
        const found = await repository.findLiveSession(claims.sessionId);
        if (!found) return null;
        live = { tenantId: found.session.tenantId, username: found.username, roles: found.roles.filter(isRole) };
        liveSessions.set(claims.sessionId, found.session.userId, live);
      }
      if (live.tenantId !== claims.tenantId) return null;
      return { ...claims, username: live.username, roles: live.roles };
    },

    async logout(session: Session): Promise<void> {
      await revokeSession(session.sessionId);
    },

    /**
     * Always answers the same, whether or not the address belongs to a user or the request was
     * throttled. The link's origin comes from PUBLIC_URL or the tenant's registered hosts.
     */
    async requestPasswordReset(input: { tenantId: string; email: string; origin: RequestOrigin }): Promise<void> {
      const email = input.email.trim().toLowerCase();
      const [addressCount, accountCount] = await Promise.all([
        throttle.hit(`reset-from:${input.origin.clientAddress}`, RESET_LIMITS.perAddress),
        throttle.hit(`reset:${input.tenantId}:${email}`, RESET_LIMITS.perAccount),
      ]);
      if (addressCount > RESET_LIMITS.perAddress.limit || accountCount > RESET_LIMITS.perAccount.limit) return;
      const user = await repository.findUserByEmail(input.tenantId, email);
      if (!user || user.deactivatedAt) return;
      const link = await passwordLink(user, input.origin, RESET_LINK_TTL_MS);
      await deps.mailer.send({
        to: user.email,
        subject: 'Reset your Carrier Studio password',
        text: `Someone asked to reset the password of ${user.email}.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this mail.`,
        html: `<p>Someone asked to reset the password of ${user.email}.</p><p><a href="${link}">Choose a new password</a> (the link works for one hour).</p><p>If it was not you, ignore this mail.</p>`,
      });
    },

    /** Mails an invited user the link to choose their password (the recovery link, good for a week). */
    async sendInvitation(user: PasswordLinkUser, origin: RequestOrigin): Promise<void> {
      const link = await passwordLink(user, origin, INVITATION_TTL_MS);
      await deps.mailer.send({
        to: user.email,
        subject: 'You are invited to Carrier Studio',
        text: `You are invited to Carrier Studio as ${user.email}.\n\nOpen this link within seven days to choose your password:\n${link}`,
        html: `<p>You are invited to Carrier Studio as ${user.email}.</p><p><a href="${link}">Choose your password</a> (the link works for seven days).</p>`,
      });
    },

    /** Ends every session of a user at once (deactivation, an admin's reset). */
    endUserSessions,

    /** Makes this process reload a user's roles on their next request (after a role change). */
    forgetUser(userId: string): void {
      liveSessions.forgetUser(userId);
    },

    /**
     * `operation`: the mutation that chose the password, for the audit trail. A refusal has a code, so a
     * client can say it in its own language.
     */
    async resetPassword(input: {
      tenantId: string;
      token: string;
      newPassword: string;
      operation?: string;
    }): Promise<{ code: string; message: string } | null> {
      if (input.newPassword.length < MIN_PASSWORD_LENGTH)
        return { code: 'password_too_short', message: MESSAGES.passwordTooShort };
      const tokenHash = hashOpaqueToken(input.token);
      // Consumed before hashing, so only a real link costs a hash; given back when hashing is busy.
      const reset = await repository.consumePasswordReset(input.tenantId, tokenHash);
      if (!reset) return { code: 'reset_link_invalid', message: MESSAGES.invalidResetToken };
      let passwordHash: string;
      try {
        passwordHash = await hashPassword(input.newPassword);
      } catch (error) {
        if (!(error instanceof PasswordHashingBusy)) throw error;
        await repository.restorePasswordReset(input.tenantId, tokenHash);
        return { code: 'server_busy', message: MESSAGES.hashingBusy };
      }
      await repository.setOwnPassword(input.tenantId, reset.userId, passwordHash, input.operation);
      await endUserSessions(input.tenantId, reset.userId);
      return null;
    },
  };
}
