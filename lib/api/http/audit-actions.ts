/**
 * The actions an audit row can name (no server imports: the screen's filter lists them).
 * Plain writes are create, update and delete; every other write names what it did.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'login-failed',
  'logout',
  'password-change',
  'password-reset-request',
  'password-reset',
  'approve',
  'reject',
  'cancel',
  'accept',
  'convert',
  'follow-up',
  'status-change',
  'set-default',
  'transfer',
  'promote',
  'import',
  'suspend',
  'reactivate',
  'upload',
  'submit',
  'publish',
  'restore',
  'assign',
  'extend',
  'run',
  'finalise',
  'adjust',
  'pay',
  'cancel-payment',
  /** A schedule's clean-up (unsaved custom-field files removed). */
  'sweep',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
