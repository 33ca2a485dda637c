import { builder } from '../../graphql/builder';
import { EventLogRef, NO_EVENT_LOG } from '../../graphql/types/event-log';
import { TemplateInterfaceRef } from '../templates/template-types.schema';
import { AppRef } from './apps.schema';

/** The reference's `events` of apps and templates: not available here (graphql/types/event-log.ts). */
builder.objectField(AppRef, 'events', (t) =>
  t.field({ type: [EventLogRef], description: NO_EVENT_LOG, resolve: () => null }),
);
builder.interfaceField(TemplateInterfaceRef, 'events', (t) =>
  t.field({ type: [EventLogRef], description: NO_EVENT_LOG, resolve: () => null }),
);
