/** The events written explicitly (record changes are 'insert' | 'update' | 'delete', by the trigger). */
const AUDIT_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'roles_changed',
  'approval_requested',
  'approval_approved',
  'approval_rejected',
  'approval_cancelled',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];
