/**
 * The attendance module's public face. The leave module fills the days of an approved leave
 * with `markOnLeave` inside its approval transaction (rules: on-leave.ts); the school's weekly
 * off days and holidays for a range come from the calendar module's `schoolCalendar`,
 * re-exported here for convenience, and lib/calendar/working-days.ts counts over them.
 * The manifest's `connect` gives every new school the five original attendance codes
 * (platform's onSchoolCreated hook).
 */
export { markOnLeave } from './on-leave';
export { schoolCalendar } from '../calendar';
export { staffAbsenceDays } from './staff-absences';
export { attendancePercentOf } from './term-attendance';
export { providePeriodLessons, type PeriodLesson } from './period-lessons';
export { periodAttendanceDemo } from './period-demo';
