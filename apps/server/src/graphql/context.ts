import type { SupportedLocale } from '@carrier/contracts';
import type { Logger } from 'pino';
import type { Services } from '../services';
import { authorizationError } from './errors';

/** The signed-in user behind a request, taken from a verified access token. */
export type Session = {
  sessionId: string;
  userId: string;
  tenantId: string;
  clientId: string;
  username: string;
};

export type GraphQLContext = {
  requestId: string;
  locale: SupportedLocale;
  session: Session | null;
  services: Services;
  log: Logger;
  /** The origin the studio was reached at, for links in mails (reset links). */
  origin: string;
};

/** The session of a request, or the authorization error that makes the studio refresh its token. */
export function requireSession(context: GraphQLContext): Session {
  if (!context.session) throw authorizationError();
  return context.session;
}
