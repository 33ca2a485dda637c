/** The signed-in user behind a request, taken from a verified access token. Knows nothing of GraphQL. */
export type Session = {
  sessionId: string;
  userId: string;
  tenantId: string;
  clientId: string;
  username: string;
  /** 'guest': a published app's visitor (see modules/publish/guest-scope.ts); absent for staff. */
  scope?: 'guest';
  /** A guest's app and published version: it may read only what that version's quotes need. */
  guestApp?: GuestApp;
};
export type GuestApp = { appId: string; version: number };

/**
 * Where a request came from, as far as the server can tell by itself: the socket's address and the
 * Host header, or a trusted proxy's forwarded values when TRUST_PROXY says so.
 */
export type RequestOrigin = { clientAddress: string; host: string | undefined; protocol: string };

/** Who made a change, as stored in createdBy / lastModifiedBy columns. */
export type Actor = { userId: string; username: string };

export const actorOf = (session: Session): Actor => ({ userId: session.userId, username: session.username });
