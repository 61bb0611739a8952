/**
 * The people module's public face: what other modules may call. Everything else in this
 * folder is internal (eslint.config.mjs enforces it).
 */
export {
  activeStudentCountOfClasses,
  activeStudentIdsOfSection,
  activeStudentsOfClasses,
  studentBriefs,
  studentView,
  studentViewName,
  type StudentBrief,
} from './fee-lookups';
export { classTeacherIdsOf, guardiansOfStudents, peopleOfClassSections } from './notice-lookups';
export {
  classRoster,
  guardianChildIds,
  studentPlacements,
  taughtClassSectionIds,
  type RosterStudent,
} from './attendance-lookups';
export { classTeacherSections, studentMembers, studentNames } from './relations';
export { onStudentsAdmitted, type AdmittedStudents } from './admission-hooks';
export { joinedOn, staffMembersView, type Member } from './staff-accounts';
export { phonesOfUsers } from './contact-phones';
export { listedStudent, registerStudentListFilter } from './student-list-filters';
export {
  registerRecordFields,
  withRecordFields,
  type PersonEntity,
  type PersonRecord,
  type WriteOptions,
} from './record-fields';
export { cardStudents, type CardStudent } from './card-lookups';
export { addStudentTimelineSource, milestoneEntry } from './timeline-sources';
export { taughtClassSubjectIds } from './exam-lookups';
export { activeStudentsBySection, subjectTeacherPairs } from './timetable-lookups';
export { csvTemplate, readImportFile, xlsxTemplate } from './import/files';
