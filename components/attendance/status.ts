/** Attendance statuses for the screens: the API's own pure rules and the statuses' order. */
export { countStatuses } from '@/lib/api/modules/attendance/types';
export { ATTENDANCE_STATUSES, type AttendanceStatus } from '@/lib/api/modules/attendance/schemas';
