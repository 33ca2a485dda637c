import type { Role } from './roles';

/** The signed-in user behind a request, taken from a verified access token. Knows nothing of GraphQL. */
export type Session = {
  sessionId: string;
  userId: string;
  tenantId: string;
  clientId: string;
  username: string;
  /** A staff user's roles, loaded with the live-session check (a guest has none: its scope decides). */
  roles: readonly Role[];
  /** 'guest': a published app's visitor (see modules/publish/guest-scope.ts); absent for staff. */
  scope?: 'guest';
  /** A guest's app, published version and guest identity: it may read only what that version's quotes need. */
  guestApp?: GuestApp;
  /** The GraphQL mutation the request executes (its operation name, else its first field), for the audit trail. */
  operation?: string;
};
/** guestId: the app's own guest identity (app_guests.id), never a staff account. */
export type GuestApp = { appId: string; version: number; guestId: string };

/**
 * Where a request came from, as far as the server can tell by itself: the socket's address and the
 * Host header, or a trusted proxy's forwarded values when TRUST_PROXY says so.
 */
export type RequestOrigin = { clientAddress: string; host: string | undefined; protocol: string };

/** Who made a change, as stored in createdBy / lastModifiedBy columns, and in which mutation (the audit trail's). */
export type Actor = { userId: string; username: string; operation?: string };

export const actorOf = (session: Session): Actor => ({
  userId: session.userId,
  username: session.username,
  operation: session.operation,
});
