import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';

/**
 * Every template of every kind: the common fields as columns, the kind's own fields as one JSON
 * document (`content`) whose shape the kind's unit defines. `version` grows with every change and
 * keys the caches of compiled artefacts (parsed Liquid).
 */
export const templates = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    logicalId: text('logical_id'),
    graphQlQuery: text('graphql_query'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: text('created_by_id'),
    createdBy: text('created_by'),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedById: text('last_modified_by_id'),
    lastModifiedBy: text('last_modified_by'),
  },
  (table) => [
    index('templates_tenant_created_at').on(table.tenantId, table.createdAt, table.id),
    index('templates_tenant_logical_id').on(table.tenantId, table.logicalId),
  ],
);
