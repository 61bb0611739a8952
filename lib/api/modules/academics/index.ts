/**
 * The academics module's public face: what other modules may call or name. Everything else in
 * this folder is internal (the boundary rule in eslint.config.mjs enforces it).
 */
export { findSessionYear, sessionYearOn, sessionYearOrDefault } from './session-years';
export { ACADEMIC_ROWS } from './usage-targets';
export {
  academicNames,
  academicViews,
  classSectionKey,
  classSectionsByIds,
  classSectionsByName,
  classSubjectNames,
  classSubjectsExist,
  classesExist,
  createDefaultSessionYear,
  sessionYearNames,
} from './lookups';
export { allClassSections } from './class-sections';
export {
  classSubjectsOf,
  semesterOf,
  semestersOf,
  sessionYearSpan,
  subjectNames,
} from './exam-lookups';
export { demoAcademics, type DemoAcademics } from './demo-seed';
export {
  defaultSessionSpan,
  findSessionSpan,
  previousSessionSpan,
  type SessionSpan,
} from './session-spans';
export {
  shiftExists,
  timetableSections,
  timetableShifts,
  type TimetableSection,
} from './timetable-lookups';
