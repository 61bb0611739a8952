/** The value lists of the attendance tables, free of drizzle so browser screens can share them. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'half_day', 'on_leave'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * What a school's attendance code counts as in the percentage: present, absent, half a day, or
 * excluded (the day leaves the percentage altogether: an excused absence, a school trip).
 */
export const COUNTS_AS = ['present', 'absent', 'half', 'excluded'] as const;
export type CountsAs = (typeof COUNTS_AS)[number];

/**
 * How a school taking attendance by period derives the day's mark from the periods
 * (lib/api/modules/attendance/period-rules.ts): the first period taken that day, or most of them.
 */
export const DAILY_RULES = ['first_period', 'majority'] as const;
export type DailyRule = (typeof DAILY_RULES)[number];
