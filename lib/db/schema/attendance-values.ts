/** The value lists of the attendance tables, free of drizzle so browser screens can share them. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'half_day', 'on_leave'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * What a school's attendance code counts as in the percentage: present, absent, half a day, or
 * excluded (the day leaves the percentage altogether: an excused absence, a school trip).
 */
export const COUNTS_AS = ['present', 'absent', 'half', 'excluded'] as const;
export type CountsAs = (typeof COUNTS_AS)[number];
