/**
 * The calendar module's public face: the school's weekly off days and holidays for a range of
 * dates (attendance and leave count working days with lib/calendar/working-days.ts over it).
 * Everything else in this folder is internal.
 */
export { schoolCalendar } from './school-calendar';
