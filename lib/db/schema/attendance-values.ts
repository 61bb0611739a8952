/** The value lists of the attendance tables, free of drizzle so browser screens can share them. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'half_day', 'on_leave'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
