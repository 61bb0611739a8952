/**
 * The timetable module's public face: a class-section's lessons on a date, for the period
 * register (attendance registers it through its hook: see attendance-lookups.ts). Everything
 * else in this folder is internal.
 */
export { sectionLessonsOn } from './attendance-lookups';
