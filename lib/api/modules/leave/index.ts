/**
 * The leave module's public face: the access rule of leave attachments, the dashboard's count
 * of pending requests, Everything else in this folder is internal.
 */
export { mayViewLeaveAttachment, pendingLeaveCount } from './access';
export { unpaidLeaveDaysOfStaff } from './unpaid-days';
