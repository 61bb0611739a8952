/**
 * What the screens share with the academics module (row types of its lists): the public file
 * components/ imports (lint/module-boundaries.mjs). No server code: screens bundle it.
 */
export type { ClassSectionRow } from './class-sections';
export type { ClassRow } from './classes';
export type { SemesterRow } from './semesters';
