/**
 * Maker-checker approvals: a tenant may require that a release or a publish is approved by a second
 * user holding the approver role before it takes effect.
 */
export const APPROVAL_KINDS = ['release', 'publish'] as const;
export type TApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The result status of a release or publish that waits for approval instead of taking effect. */
export const PENDING_APPROVAL_STATUS = 'pending_approval';

export const APPROVAL_LIMITS = { comment: 2000 } as const;

const problem = (code: string, message: string) => ({ code, message });

export const APPROVAL_ERRORS = {
  notFound: (id: string) => problem('approval_not_found', `The approval request ${id} does not exist.`),
  notPending: (status: string) =>
    problem('approval_not_pending', `The approval request is already ${status}: it cannot be decided again.`),
  selfApproval: problem(
    'approval_self_decision',
    'You submitted this request: a different user with the approver role must decide it.',
  ),
  notApprover: problem('approval_not_approver', 'Only a user with the approver role can approve or reject a request.'),
  notMaker: problem('approval_not_maker', 'Only the user who submitted the request can cancel it.'),
  notMakerDismiss: problem('approval_not_maker', 'Only the user who submitted the request can dismiss its decision.'),
  notDecided: problem(
    'approval_not_decided',
    'The approval request is not approved or rejected: there is no decision to dismiss.',
  ),
  commentRequired: problem('approval_comment_required', 'Say why the request is rejected: a comment is required.'),
  commentTooLong: problem(
    'approval_comment_too_long',
    `The comment is too long (at most ${APPROVAL_LIMITS.comment} characters).`,
  ),
  releaseChanged: (name: string) =>
    problem(
      'approval_target_changed',
      `A product version of the release ${name} changed after it was submitted: what would be approved is not what was submitted. Reject the request and submit the release again.`,
    ),
  releaseProductGone: (name: string) =>
    problem('approval_target_missing', `A product version of the release ${name} no longer exists.`),
  releaseVersionTaken: (name: string, label: string, other: string) =>
    problem(
      'approval_version_released',
      `The product ${label} of the release ${name} was released in ${other} after it was submitted: a product version is in one release only. Reject the request and submit the release with a new version.`,
    ),
  appChanged: (name: string) =>
    problem(
      'approval_target_changed',
      `The app ${name} changed after it was submitted: what would be published is not what was submitted. Reject the request and publish again.`,
    ),
  settingsAdminOnly: problem('approval_settings_admin_only', 'Only an admin can change the approval settings.'),
} as const;
