import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';

/** Per tenant: which actions need a second user's approval. No row: none (the default). */
export const approvalSettings = pgTable('approval_settings', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  releases: boolean('releases').notNull().default(false),
  publishes: boolean('publishes').notNull().default(false),
  lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedById: text('last_modified_by_id'),
  lastModifiedBy: text('last_modified_by'),
});

/** What a release request would create, or a publish request would publish (approvals.service applies it). */
export type ApprovalPayload =
  | { kind: 'release'; name: string; description: string | null; productRowIds: string[]; products: string[] }
  | { kind: 'publish'; note: string | null; appName: string };

/**
 * A release or publish waiting for (or given) a second user's decision. `targetId` is the release id to
 * create or the app to publish; `contentHash` what the target was when submitted, so a changed target
 * is never approved.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** 'release' | 'publish' */
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    payload: jsonb('payload').$type<ApprovalPayload>().notNull(),
    contentHash: text('content_hash').notNull(),
    makerId: text('maker_id').notNull(),
    maker: text('maker').notNull(),
    /** 'pending' | 'approved' | 'rejected' | 'cancelled' */
    status: text('status').notNull().default('pending'),
    comment: text('comment'),
    decidedById: text('decided_by_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the maker dismissed the decision's notice in the studio (null: still shown to them). */
    decisionSeenAt: timestamp('decision_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('approval_requests_tenant_status').on(table.tenantId, table.status, table.createdAt),
    index('approval_requests_tenant_maker').on(table.tenantId, table.makerId, table.createdAt),
  ],
);
