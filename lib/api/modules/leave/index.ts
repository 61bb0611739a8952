/**
 * The leave module's public face: a staff member's days of unpaid leave (payroll). Its file
 * access rule and dashboard count reach the system through its manifest (module.ts).
 * Everything else in this folder is internal.
 */
export { unpaidLeaveDaysOfStaff } from './unpaid-days';
export { staffLeavePortionsOn, staffOnLeaveOn } from './timetable-lookups';
