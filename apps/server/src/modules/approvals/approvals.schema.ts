import { PENDING_APPROVAL_STATUS } from '@carrier/contracts';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { TEXT_LENGTH } from '../../graphql/input-limits';
import { toResult, unwrap } from '../../graphql/outcome';
import { type CreatedStatusResult, CreatedStatusResultRef, ResultRef } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import type { PendingApproval } from './approval-gate';
import type { ApprovalRequestRow, ApprovalSettings } from './approvals.repository';

const ApprovalRequestRef = builder.objectRef<ApprovalRequestRow>('approvalRequest').implement({
  description: 'A release or publish waiting for (or given) the decision of a second user with the approver role',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    kind: t.exposeString('kind', { nullable: false, description: 'release or publish' }),
    status: t.exposeString('status', { nullable: false, description: 'pending, approved, rejected or cancelled' }),
    targetId: t.exposeString('targetId', {
      nullable: false,
      description: 'The release the approval creates, or the app it publishes',
    }),
    name: t.string({
      nullable: false,
      description: 'The release’s name, or the app’s name',
      resolve: (row) => (row.payload.kind === 'release' ? row.payload.name : row.payload.appName),
    }),
    description: t.string({
      resolve: (row) => (row.payload.kind === 'release' ? row.payload.description : row.payload.note),
      description: 'The release’s description, or the publish note',
    }),
    products: t.stringList({
      nullable: false,
      description: 'The product versions a release freezes (empty for a publish)',
      resolve: (row) => (row.payload.kind === 'release' ? row.payload.products : []),
    }),
    maker: t.field({ type: LoginRef, resolve: (row) => loginOf(row.makerId, row.maker) }),
    mine: t.boolean({
      nullable: false,
      description: 'The signed-in user submitted it (and may cancel it, never decide it)',
      resolve: (row, _args, context) => row.makerId === requireSession(context).userId,
    }),
    comment: t.exposeString('comment', { description: 'The decider’s comment' }),
    decisionSeen: t.boolean({
      nullable: false,
      description: 'The maker dismissed the notice of the decision (false while pending)',
      resolve: (row) => row.decisionSeenAt !== null,
    }),
    decidedBy: t.field({ type: LoginRef, resolve: (row) => loginOf(row.decidedById, row.decidedBy) }),
    decidedAt: t.field({ type: 'DateTime', resolve: (row) => row.decidedAt }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (row) => row.createdAt }),
  }),
});

const ApprovalSettingsRef = builder.objectRef<ApprovalSettings>('approvalSettings').implement({
  description: 'Which actions of the tenant need a second user’s approval before they take effect',
  fields: (t) => ({
    releases: t.exposeBoolean('releases', { nullable: false }),
    publishes: t.exposeBoolean('publishes', { nullable: false }),
  }),
});

const ApprovalSettingsInput = builder.inputType('approvalSettingsInput', {
  fields: (t) => ({
    releases: t.boolean({ required: true }),
    publishes: t.boolean({ required: true }),
  }),
});

const ApprovalRequestWhereInput = builder.inputType('approvalRequestWhereInput', {
  fields: (t) => ({
    status: t.string({ description: 'pending, approved, rejected or cancelled' }),
    status_in: t.stringList(),
    kind: t.string({ description: 'release or publish' }),
    mine: t.boolean({ description: 'Only the requests the signed-in user submitted' }),
    decisionUnseen: t.boolean({
      description: 'Only the signed-in user’s approved or rejected requests whose decision they have not dismissed',
    }),
  }),
});

/** A release or publish stored as a pending request: nothing took effect yet (createdStatus is null). */
export const pendingResult = ({ pendingApproval }: PendingApproval): CreatedStatusResult & PendingApproval => ({
  status: PENDING_APPROVAL_STATUS,
  errors: [],
  errors_2: [],
  createdStatus: null,
  pendingApproval,
});

builder.objectField(CreatedStatusResultRef, 'approvalRequest', (t) =>
  t.field({
    type: ApprovalRequestRef,
    description: `Set when status is '${PENDING_APPROVAL_STATUS}': the request an approver must decide before it takes effect`,
    resolve: (result) => (result as Partial<PendingApproval>).pendingApproval ?? null,
  }),
);

builder.queryFields((t) => ({
  approvalSettings: t.field({
    type: ApprovalSettingsRef,
    nullable: false,
    resolve: (_root, _args, context) => context.services.approvals.settings(requireSession(context)),
  }),
  approvalRequests: t.field({
    type: [ApprovalRequestRef],
    nullable: false,
    description: 'The tenant’s approval requests, newest first (at most 100)',
    args: { where: t.arg({ type: ApprovalRequestWhereInput }) },
    resolve: (_root, args, context) => context.services.approvals.list(requireSession(context), args.where ?? {}),
  }),
  approvalRequest: t.field({
    type: ApprovalRequestRef,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => context.services.approvals.find(requireSession(context), args.id),
  }),
}));

builder.mutationFields((t) => ({
  updateApprovalSettings: t.field({
    type: ApprovalSettingsRef,
    nullable: false,
    description: 'Admins only: whether releases and publishes need a second user’s approval',
    args: { input: t.arg({ type: ApprovalSettingsInput, required: true }) },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.approvals.updateSettings(requireSession(context), args.input)),
  }),
  approveRequest: t.field({
    type: ResultRef,
    nullable: false,
    description: 'Applies the request (the release freezes, the publish goes live) with its status, in one transaction',
    args: { id: t.arg.string({ required: true }), comment: t.arg.string({ ...TEXT_LENGTH }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.approvals.approve(requireSession(context), args.id, args.comment)),
  }),
  rejectRequest: t.field({
    type: ResultRef,
    nullable: false,
    description: 'Refuses the request; the comment says why (required)',
    args: { id: t.arg.string({ required: true }), comment: t.arg.string({ required: true, ...TEXT_LENGTH }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.approvals.reject(requireSession(context), args.id, args.comment)),
  }),
  dismissApprovalDecision: t.field({
    type: ResultRef,
    nullable: false,
    description: 'The maker has seen the decision on their request: its notice is no longer shown',
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.approvals.dismissDecision(requireSession(context), args.id)),
  }),
  cancelRequest: t.field({
    type: ResultRef,
    nullable: false,
    description: 'The maker withdraws a pending request',
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.approvals.cancel(requireSession(context), args.id)),
  }),
}));
