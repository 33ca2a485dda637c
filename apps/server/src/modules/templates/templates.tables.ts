import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';
import type { TemplateSnapshot } from './template-snapshot';

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

/**
 * Every saved state of a template (its version history): one row per save that changed something and
 * per restore, numbered by the template's `version` after that save, never changed afterwards. The
 * newest TEMPLATE_VERSIONS_KEPT are kept; the rows go with their template.
 */
export const templateVersions = pgTable(
  'template_versions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    templateId: text('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The common fields and the kind's content as they were saved. */
    snapshot: jsonb('snapshot').$type<TemplateSnapshot>().notNull(),
    /** The version number this one restored, when it was written by a restore. */
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: text('created_by_id'),
    createdBy: text('created_by'),
  },
  (table) => [uniqueIndex('template_versions_template_version').on(table.tenantId, table.templateId, table.version)],
);
