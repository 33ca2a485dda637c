import { APPROVAL_ERRORS, APPROVAL_LIMITS, type TApprovalKind, type TApprovalStatus } from '@carrier/contracts';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import { hasRole } from '../../core/roles';
import { actorOf, type Session } from '../../core/session';
import { atomically } from '../../platform/db/atomically';
import type { Database } from '../../platform/db/client';
import { appendAuditEvent } from '../audit/audit.repository';
import {
  type ApprovalRequestRow,
  type ApprovalRequestWhere,
  type ApprovalSettings,
  createApprovalsRepository,
  NOTIFIED_STATUSES,
} from './approvals.repository';

/** Applies an approved request's action in the approver's transaction (releases.service, publish.service). */
type Applier = (tx: Database, request: ApprovalRequestRow) => Promise<Outcome<unknown>>;
type Decision = 'approve' | 'reject' | 'cancel';

const EVENTS = { approve: 'approval_approved', reject: 'approval_rejected', cancel: 'approval_cancelled' } as const;
const STATUSES = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' } as const;

/** Who may decide: the approver role, never the maker; only the maker cancels. */
function deciderProblem(session: Session, request: ApprovalRequestRow, decision: Decision): Problem | null {
  if (request.status !== 'pending') return APPROVAL_ERRORS.notPending(request.status);
  const isMaker = request.makerId === session.userId;
  if (decision === 'cancel') return isMaker ? null : APPROVAL_ERRORS.notMaker;
  if (isMaker) return APPROVAL_ERRORS.selfApproval;
  return hasRole(session.roles ?? [], 'approver') ? null : APPROVAL_ERRORS.notApprover;
}

function commentProblem(comment: string | null, decision: Decision): Problem | null {
  if (decision === 'reject' && !comment) return APPROVAL_ERRORS.commentRequired;
  return (comment?.length ?? 0) > APPROVAL_LIMITS.comment ? APPROVAL_ERRORS.commentTooLong : null;
}

/** Maker-checker: the tenant's settings, the requests, and their decisions (approve applies the action). */
export function createApprovalsService(deps: { db: Database; appliers: Record<TApprovalKind, Applier> }) {
  const repository = createApprovalsRepository(deps.db);

  /** One transaction: the request locked, the action applied (approve), the status and audit event written. */
  async function decide(
    session: Session,
    id: string,
    decision: Decision,
    text?: string | null,
  ): Promise<Outcome<ApprovalRequestRow>> {
    const comment = text?.trim() || null;
    const problem = commentProblem(comment, decision);
    if (problem) return fail(problem);
    return atomically(deps.db, async (tx): Promise<Outcome<ApprovalRequestRow>> => {
      const approvals = createApprovalsRepository(tx);
      const request = await approvals.lock(session.tenantId, id);
      if (!request) return fail(APPROVAL_ERRORS.notFound(id));
      const refusal = deciderProblem(session, request, decision);
      if (refusal) return fail(refusal);
      if (decision === 'approve') {
        const applied = await deps.appliers[request.kind as TApprovalKind](tx, request);
        if (!applied.ok) return applied;
      }
      const decided = await approvals.decide(session.tenantId, id, {
        status: STATUSES[decision],
        comment,
        by: actorOf(session),
      });
      await appendAuditEvent(tx, {
        tenantId: session.tenantId,
        actor: actorOf(session),
        operation: EVENTS[decision],
        recordType: request.kind,
        recordId: request.targetId,
        before: { approvalRequestId: id, status: request.status },
        after: { approvalRequestId: id, status: decided.status, comment, maker: request.maker },
      });
      return ok(decided);
    });
  }

  return {
    settings: (session: Session): Promise<ApprovalSettings> => repository.settings(session.tenantId),

    async updateSettings(session: Session, settings: ApprovalSettings): Promise<Outcome<ApprovalSettings>> {
      if (!hasRole(session.roles ?? [], 'admin')) return fail(APPROVAL_ERRORS.settingsAdminOnly);
      await repository.saveSettings(session.tenantId, settings, actorOf(session));
      return ok(settings);
    },

    /** `mine`: the requests the signed-in user submitted; `decisionUnseen`: their decisions not dismissed yet. */
    list: (session: Session, where: Omit<ApprovalRequestWhere, 'makerId'> & { mine?: boolean | null }) =>
      repository.list(session.tenantId, {
        ...where,
        makerId: where.mine || where.decisionUnseen ? session.userId : null,
      }),

    /** The maker dismisses the notice of a decision on their request (kept per request, so on every device). */
    async dismissDecision(session: Session, id: string): Promise<Outcome<null>> {
      const request = await repository.find(session.tenantId, id);
      if (!request) return fail(APPROVAL_ERRORS.notFound(id));
      if (request.makerId !== session.userId) return fail(APPROVAL_ERRORS.notMakerDismiss);
      if (!NOTIFIED_STATUSES.includes(request.status as TApprovalStatus)) return fail(APPROVAL_ERRORS.notDecided);
      await repository.markDecisionSeen(session.tenantId, id);
      return ok(null);
    },

    find: (session: Session, id: string) => repository.find(session.tenantId, id),

    approve: (session: Session, id: string, comment?: string | null) => decide(session, id, 'approve', comment),
    reject: (session: Session, id: string, comment: string) => decide(session, id, 'reject', comment),
    cancel: (session: Session, id: string) => decide(session, id, 'cancel'),
  };
}
