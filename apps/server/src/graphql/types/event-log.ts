import { builder } from '../builder';
import { LoginRef } from './login';

/**
 * The reference's event log entry. This platform keeps no event log (createdAt and lastModifiedAt, and
 * the publish history of apps, tell what changed): fields of this type answer null, "not available".
 */
export const EventLogRef = builder
  .objectRef<{ type: string; timestamp: Date; by: { id: string | null; username: string | null } | null }>('eventLog')
  .implement({
    fields: (t) => ({
      type: t.exposeString('type', { nullable: false }),
      timestamp: t.field({ type: 'DateTime', nullable: false, resolve: (event) => event.timestamp }),
      by: t.field({ type: LoginRef, resolve: (event) => event.by }),
    }),
  });

export const NO_EVENT_LOG = 'Null: no event log is kept (see createdAt and lastModifiedAt)';
