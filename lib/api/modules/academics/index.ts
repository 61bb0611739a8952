/**
 * The academics module's public face: what other modules may call or name. Everything else in
 * this folder is internal (the boundary rule in eslint.config.mjs enforces it).
 */
export { sessionYearOrDefault } from './session-years';
export { ACADEMIC_ROWS } from './usage-targets';
export {
  academicCounts,
  academicViews,
  classSectionKey,
  classSectionName,
  classSectionsByIds,
  classSectionsByName,
  classSubjectsExist,
  classesExist,
  createDefaultSessionYear,
  findSessionYear,
  sessionYearNames,
} from './lookups';
