/**
 * What the screens share with the leave module (row types of its lists): the public file
 * components/ imports (lint/module-boundaries.mjs). No server code: screens bundle it.
 */
export type { LeaveTypeRow } from './leave-types';
export type { LeaveRequestRow } from './lists';
export type { LeaveReportRow } from './report';
