/**
 * The notifications module's public face (docs/ARCHITECTURE.md, "Notifications"): what other
 * modules call. An event's module calls notify() inside its own transaction; fees and payroll
 * register their PDFs with registerAttachment(); the push and SMS channels register
 * themselves with registerChannel(). Everything else in this folder is internal.
 */
export { notify, notifyMany, type Notice } from './notify';
export { registerAttachment, registerChannel, type Channel, type Outgoing } from './registry';
/** A school's settings: fees' daily reminders read their days (due soon, overdue) from it. */
export { readSettings as notificationSettingsOf } from './settings';
export type { NotificationEvent } from '../../../db/schema/notifications-values';
