import { MESSAGES, MIN_PASSWORD_LENGTH } from '@carrier/contracts';
import type { Session } from '../../core/session';
import type { Mailer } from '../../platform/mail/mailer';
import type { AccessTokens } from './access-tokens';
import { hashOpaqueToken, newOpaqueToken } from './access-tokens';
import type { AuthRepository } from './auth.repository';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { createSessionCache } from './session-cache';

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

const deny = (error: string, errorDescription: string): TokenAnswer => ({ error, errorDescription });

export function createAuthService(deps: {
  repository: AuthRepository;
  tokens: AccessTokens;
  mailer: Mailer;
  refreshTokenTtlSeconds: number;
  sessionCheckTtlMs: number;
  throttle: { admit: (accountKey: string) => Promise<boolean>; clear: (accountKey: string) => Promise<void> };
}) {
  const { repository, tokens } = deps;
  const liveSessions = createSessionCache<{ tenantId: string; username: string }>(deps.sessionCheckTtlMs);

  async function revokeSession(sessionId: string) {
    liveSessions.forgetSession(sessionId);
    await repository.revokeSession(sessionId);
  }

  async function issueTokens(input: {
    sessionId: string;
    userId: string;
    tenantId: string;
    clientId: string;
    username: string;
  }) {
    const refresh = newOpaqueToken('rt');
    await repository.storeRefreshToken(input.sessionId, refresh.hash);
    const accessToken = await tokens.sign(input);
    return { accessToken, refreshToken: refresh.token, expiresIn: tokens.ttlSeconds, tokenType: 'Bearer' };
  }

  return {
    async signIn(input: {
      tenantId: string;
      clientId: string;
      username: string;
      password: string;
    }): Promise<TokenAnswer> {
      if (!(await repository.clientExists(input.tenantId, input.clientId))) {
        return deny('invalid_client', MESSAGES.unknownClient);
      }
      const accountKey = `${input.tenantId}:${input.username.trim().toLowerCase()}`;
      if (!(await deps.throttle.admit(accountKey))) return deny('too_many_attempts', MESSAGES.tooManyAttempts);

      const user = await repository.findUserByEmail(input.tenantId, input.username);
      const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) return deny('invalid_grant', MESSAGES.invalidCredentials);

      await deps.throttle.clear(accountKey);
      const expiresAt = new Date(Date.now() + deps.refreshTokenTtlSeconds * 1000);
      const sessionId = await repository.createSession({
        tenantId: user.tenantId,
        userId: user.id,
        clientId: input.clientId,
        expiresAt,
      });
      return issueTokens({
        sessionId,
        userId: user.id,
        tenantId: user.tenantId,
        clientId: input.clientId,
        username: user.username,
      });
    },

    /** Rotates a refresh token; presenting a used one again revokes the whole session. */
    async refresh(input: { tenantId: string; clientId: string; refreshToken: string }): Promise<TokenAnswer> {
      const invalid = deny('invalid_grant', 'invalid_refresh_token');
      const consumed = await repository.consumeRefreshToken(hashOpaqueToken(input.refreshToken));
      if (!consumed) return invalid;
      const live = await repository.findLiveSession(consumed.sessionId);
      if (!live || live.session.tenantId !== input.tenantId || live.session.clientId !== input.clientId) return invalid;
      if (consumed.replay) {
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
      let live = liveSessions.get(claims.sessionId);
      if (!live) {
        const found = await repository.findLiveSession(claims.sessionId);
        if (!found) return null;
        live = { tenantId: found.session.tenantId, username: found.username };
        liveSessions.set(claims.sessionId, found.session.userId, live);
      }
      if (live.tenantId !== claims.tenantId) return null;
      return { ...claims, username: live.username };
    },

    async logout(session: Session): Promise<void> {
      await revokeSession(session.sessionId);
    },

    /** Always answers the same, whether or not the address belongs to a user. */
    async requestPasswordReset(input: { tenantId: string; email: string; origin: string }): Promise<void> {
      const user = await repository.findUserByEmail(input.tenantId, input.email);
      if (!user) return;
      const reset = newOpaqueToken('pr');
      await repository.storePasswordReset({
        tenantId: user.tenantId,
        userId: user.id,
        tokenHash: reset.hash,
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
      });
      const link = `${input.origin}/reset-password?token=${encodeURIComponent(reset.token)}`;
      await deps.mailer.send({
        to: user.email,
        subject: 'Reset your Carrier Studio password',
        text: `Someone asked to reset the password of ${user.email}.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this mail.`,
        html: `<p>Someone asked to reset the password of ${user.email}.</p><p><a href="${link}">Choose a new password</a> (the link works for one hour).</p><p>If it was not you, ignore this mail.</p>`,
      });
    },

    async resetPassword(input: { tenantId: string; token: string; newPassword: string }): Promise<string | null> {
      if (input.newPassword.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
      const reset = await repository.consumePasswordReset(input.tenantId, hashOpaqueToken(input.token));
      if (!reset) return MESSAGES.invalidResetToken;
      await repository.setPassword(input.tenantId, reset.userId, await hashPassword(input.newPassword));
      liveSessions.forgetUser(reset.userId);
      await repository.revokeUserSessions(input.tenantId, reset.userId);
      return null;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
