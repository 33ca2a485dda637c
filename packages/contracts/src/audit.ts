/** The events the server writes explicitly into the audit log (sign-ins, approval decisions). */
export const AUDIT_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'approval_requested',
  'approval_approved',
  'approval_rejected',
  'approval_cancelled',
  'promoted',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

/** Every operation an audit row can carry: the trigger's record changes, then the explicit events. */
export const AUDIT_OPERATIONS = ['insert', 'update', 'delete', ...AUDIT_EVENTS] as const;
