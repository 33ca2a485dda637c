import type { TApprovalKind, TApprovalStatus } from '@carrier/contracts';
import { desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import { oneOf, type StringList } from '../../platform/db/filters';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { approvalRequests, approvalSettings } from './approvals.tables';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;
export type NewApprovalRequest = typeof approvalRequests.$inferInsert;
export type ApprovalSettings = { releases: boolean; publishes: boolean };
export type ApprovalRequestWhere = {
  status?: string | null;
  status_in?: StringList;
  kind?: string | null;
  makerId?: string | null;
  /** Only approved or rejected requests whose maker has not dismissed the decision yet. */
  decisionUnseen?: boolean | null;
};

/** The decisions a maker is told of (a withdrawal is the maker's own). */
export const NOTIFIED_STATUSES: TApprovalStatus[] = ['approved', 'rejected'];

const NO_APPROVALS: ApprovalSettings = { releases: false, publishes: false };
const LIST_LIMIT = 100;

export function createApprovalsRepository(db: DbExecutor) {
  return {
    async settings(tenantId: string): Promise<ApprovalSettings> {
      const [row] = await db
        .select({ releases: approvalSettings.releases, publishes: approvalSettings.publishes })
        .from(approvalSettings)
        .where(eq(approvalSettings.tenantId, tenantId));
      return row ?? NO_APPROVALS;
    },

    async saveSettings(tenantId: string, settings: ApprovalSettings, actor: Actor) {
      const row = {
        ...settings,
        lastModifiedAt: new Date(),
        lastModifiedById: actor.userId,
        lastModifiedBy: actor.username,
      };
      await db
        .insert(approvalSettings)
        .values({ tenantId, ...row })
        .onConflictDoUpdate({ target: approvalSettings.tenantId, set: row });
    },

    async insert(request: NewApprovalRequest): Promise<ApprovalRequestRow> {
      const [row] = await db.insert(approvalRequests).values(request).returning();
      if (!row) throw new Error('approval request not stored');
      return row;
    },

    async find(tenantId: string, id: string): Promise<ApprovalRequestRow | null> {
      const [row] = await db
        .select()
        .from(approvalRequests)
        .where(ofTenant(approvalRequests, tenantId, eq(approvalRequests.id, id)));
      return row ?? null;
    },

    /** The request, row-locked until the caller's transaction ends: two deciders never both apply it. */
    async lock(tenantId: string, id: string): Promise<ApprovalRequestRow | null> {
      const [row] = await db
        .select()
        .from(approvalRequests)
        .where(ofTenant(approvalRequests, tenantId, eq(approvalRequests.id, id)))
        .for('update');
      return row ?? null;
    },

    async decide(
      tenantId: string,
      id: string,
      decision: { status: TApprovalStatus; comment: string | null; by: Actor },
    ): Promise<ApprovalRequestRow> {
      const [row] = await db
        .update(approvalRequests)
        .set({
          status: decision.status,
          comment: decision.comment,
          decidedById: decision.by.userId,
          decidedBy: decision.by.username,
          decidedAt: new Date(),
        })
        .where(ofTenant(approvalRequests, tenantId, eq(approvalRequests.id, id)))
        .returning();
      if (!row) throw new Error('approval request not updated');
      return row;
    },

    /** The maker has seen the decision: its notice is no longer shown (the first dismissal's time is kept). */
    async markDecisionSeen(tenantId: string, id: string): Promise<void> {
      await db
        .update(approvalRequests)
        .set({ decisionSeenAt: new Date() })
        .where(
          ofTenant(approvalRequests, tenantId, eq(approvalRequests.id, id), isNull(approvalRequests.decisionSeenAt)),
        );
    },

    /** Every pending request of this kind, oldest first (no page: what a new submission is checked against). */
    pending(tenantId: string, kind: TApprovalKind): Promise<ApprovalRequestRow[]> {
      return db
        .select()
        .from(approvalRequests)
        .where(
          ofTenant(approvalRequests, tenantId, eq(approvalRequests.status, 'pending'), eq(approvalRequests.kind, kind)),
        )
        .orderBy(approvalRequests.createdAt, approvalRequests.id);
    },

    /** Newest first, at most 100. */
    list(tenantId: string, where: ApprovalRequestWhere): Promise<ApprovalRequestRow[]> {
      return db
        .select()
        .from(approvalRequests)
        .where(
          ofTenant(
            approvalRequests,
            tenantId,
            where.status ? eq(approvalRequests.status, where.status) : undefined,
            where.status_in ? oneOf(approvalRequests.status, where.status_in) : undefined,
            where.kind ? eq(approvalRequests.kind, where.kind as TApprovalKind) : undefined,
            where.makerId ? eq(approvalRequests.makerId, where.makerId) : undefined,
            where.decisionUnseen ? inArray(approvalRequests.status, NOTIFIED_STATUSES) : undefined,
            where.decisionUnseen ? isNull(approvalRequests.decisionSeenAt) : undefined,
          ),
        )
        .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
        .limit(LIST_LIMIT);
    },
  };
}
