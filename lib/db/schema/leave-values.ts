/** The value lists of leave (no drizzle here, so the browser's forms can import them too). */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** One day of a leave: the whole day, or one half of it (half = 0.5 day): the calendar's own. */
export { DAY_PORTIONS, type DayPortion } from '../../calendar/working-days';
