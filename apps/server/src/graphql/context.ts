import type { SupportedLocale } from '@carrier/contracts';
import type { Logger } from 'pino';
import type { RequestOrigin, Session } from '../core/session';
import type { Services } from '../services';
import { authorizationError } from './errors';

export type { Session };

export type GraphQLContext = {
  requestId: string;
  locale: SupportedLocale;
  session: Session | null;
  services: Services;
  log: Logger;
  /** Where the request came from: the client address keys throttles; mails never take links from it. */
  origin: RequestOrigin;
};

/** The session of a request, or the authorization error that makes the studio refresh its token. */
export function requireSession(context: GraphQLContext): Session {
  if (!context.session) throw authorizationError();
  return context.session;
}
