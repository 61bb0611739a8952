/**
 * The example rows of the import templates. They import cleanly as written in the school that
 * downloads them: its own class-section and session, admission numbers EXAMPLE-1 and EXAMPLE-2
 * that no admission pattern produces (so they never collide with real numbers, and importing
 * the template twice skips them), addresses at example.com and phone numbers from the range set
 * aside for fiction. Replace them with real rows, or delete them.
 */
import type { Executor } from '../../../../db/client';
import { classSectionsByName, requireSession } from '../lookups';
import type { ImportKind } from './preview';
import { STUDENT_COLUMNS } from './student-rows';
import { TEACHER_COLUMNS } from './teacher-rows';

type StudentColumn = (typeof STUDENT_COLUMNS)[number];
type TeacherColumn = (typeof TEACHER_COLUMNS)[number];

const inOrder = <C extends string>(columns: readonly C[], row: Partial<Record<C, string>>) =>
  columns.map((c) => row[c] ?? '');

/** Two siblings sharing their mother's account; the second also has a father. */
export function studentExamples(school: { classSection: string; sessionYear: string }) {
  const shared: Partial<Record<StudentColumn, string>> = {
    last_name: 'Bello',
    gender: 'female',
    class_section: school.classSection,
    session_year: school.sessionYear,
    current_address: '4 Example Street',
    guardian_name: 'Kemi Bello',
    guardian_email: 'kemi.bello@example.com',
    guardian_phone: '+1 555 0101',
    guardian_relation: 'mother',
  };
  return [
    inOrder(STUDENT_COLUMNS, {
      ...shared,
      admission_no: 'EXAMPLE-1',
      first_name: 'Amina',
      date_of_birth: '2016-04-21',
    }),
    inOrder(STUDENT_COLUMNS, {
      ...shared,
      admission_no: 'EXAMPLE-2',
      first_name: 'Tunde',
      gender: 'male',
      date_of_birth: '2018-09-02',
      guardian2_name: 'Femi Bello',
      guardian2_email: 'femi.bello@example.com',
      guardian2_phone: '+1 555 0102',
      guardian2_relation: 'father',
    }),
  ];
}

export function teacherExamples() {
  const row = (r: Partial<Record<TeacherColumn, string>>) => inOrder(TEACHER_COLUMNS, r);
  return [
    row({
      full_name: 'Ruth Mwangi',
      email: 'ruth.mwangi@example.com',
      phone: '+1 555 0199',
      qualification: 'B.Ed. Mathematics',
      joining_date: '2026-06-01',
      salary_basis: 'monthly',
    }),
  ];
}

/** The example rows of a kind's template, for this school. */
export async function templateExamples(db: Executor, schoolId: number, kind: ImportKind) {
  if (kind === 'teachers') return teacherExamples();
  const [first] = [...(await classSectionsByName(db, schoolId)).values()].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { numeric: true }),
  );
  const session = await requireSession(db, schoolId, undefined).catch(() => undefined);
  return studentExamples({
    classSection: first?.name ?? 'Grade 1 - A',
    sessionYear: session?.name ?? '',
  });
}
