import type { SupportedLocale } from '@carrier/contracts';
import type { ExecutionResult } from 'graphql';
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
  /**
   * Runs a query as a request of the same caller, through everything a request goes through (limits,
   * input checks, auth guard, error masking): how a template's preview query runs. Mutations are refused.
   */
  runNested: (query: string, variables: Record<string, unknown>) => Promise<ExecutionResult>;
  /** True inside an operation that runNested started. */
  nested: boolean;
  /**
   * The mutation executing (its operation name, else its first root field), for the audit trail; the
   * session names it too (`Session.operation`). Absent for queries.
   */
  operation?: string;
};

/** The session of a request, or the authorization error that makes the studio refresh its token. */
export function requireSession(context: GraphQLContext): Session {
  if (!context.session) throw authorizationError();
  return context.session;
}
