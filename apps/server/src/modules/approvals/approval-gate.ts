import { createHash, randomUUID } from 'node:crypto';
import type { TApprovalKind } from '@carrier/contracts';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { appendAuditEvent } from '../audit/audit.repository';
import { type ApprovalRequestRow, createApprovalsRepository } from './approvals.repository';
import type { ApprovalPayload } from './approvals.tables';

/** What a release or publish answers instead of taking effect when the tenant requires approval. */
export type PendingApproval = { pendingApproval: ApprovalRequestRow };

export const isPending = (value: unknown): value is PendingApproval =>
  typeof value === 'object' && value !== null && 'pendingApproval' in value;

/** The content hash stored at submission and compared at approval. */
export const hashOf = (content: unknown) => createHash('sha256').update(JSON.stringify(content)).digest('hex');

/** True when the tenant's settings say this kind of action needs a second user's approval. */
export async function approvalRequired(db: Database, tenantId: string, kind: TApprovalKind): Promise<boolean> {
  const settings = await createApprovalsRepository(db).settings(tenantId);
  return kind === 'release' ? settings.releases : settings.publishes;
}

/** Stores a pending request (and its audit event) with the caller's executor, so inside its transaction. */
export async function submitForApproval(
  db: Database,
  request: { tenantId: string; targetId: string; payload: ApprovalPayload; contentHash: string; maker: Actor },
): Promise<PendingApproval> {
  const row = await createApprovalsRepository(db).insert({
    id: randomUUID(),
    tenantId: request.tenantId,
    kind: request.payload.kind,
    targetId: request.targetId,
    payload: request.payload,
    contentHash: request.contentHash,
    makerId: request.maker.userId,
    maker: request.maker.username,
  });
  await appendAuditEvent(db, {
    tenantId: request.tenantId,
    actor: request.maker,
    operation: 'approval_requested',
    recordType: request.payload.kind,
    recordId: request.targetId,
    after: { approvalRequestId: row.id, ...request.payload },
  });
  return { pendingApproval: row };
}
