/**
 * The people module's dashboard: how many students, staff, teachers and guardians the school
 * has, students per class this year (bars of the same kind of thing), and a teacher's own
 * classes with their students.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { classTeachers, students, subjectTeachers } from '../../../db/schema/people';
import { allClassSections, classSectionsByIds, classSubjectNames } from '../academics';
import type { DashboardContext, DashboardContribution } from '../../http/dashboard';
import { activeStaffCount, activeUsersByRole } from '../identity';
import { activeStudentCount } from './counts';

const usersWithRole =
  (role: string) =>
  async ({ db, schoolId }: DashboardContext) =>
    (await activeUsersByRole(db, schoolId)).get(role) ?? 0;

/** Active students of this session per class, lowest class first ("Grade 2" before "Grade 10"). */
async function studentsPerClass({ db, schoolId, sessionYearId }: DashboardContext) {
  const perSection = await db
    .select({ id: students.classSectionId, n: count() })
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.sessionYearId, sessionYearId),
        eq(students.status, 'active'),
      ),
    )
    .groupBy(students.classSectionId);
  const sections = await classSectionsByIds(
    db,
    schoolId,
    perSection.map((r) => r.id),
  );
  const perClass = new Map<string, number>();
  for (const r of perSection) {
    // "Grade 1 - A" → "Grade 1": the class part of the class-section's name.
    const name = sections.get(r.id)?.name.replace(/ - [^-]*$/, '') ?? '?';
    perClass.set(name, (perClass.get(name) ?? 0) + r.n);
  }
  return [...perClass]
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
}

export const peopleDashboard: DashboardContribution = {
  figures: [
    {
      key: 'total_students',
      label: 'Students',
      permission: 'student-list',
      format: 'count',
      value: ({ db, schoolId }) => activeStudentCount(db, schoolId),
    },
    {
      key: 'total_staff',
      label: 'Staff',
      permission: 'staff-list',
      format: 'count',
      value: ({ db, schoolId }) => activeStaffCount(db, schoolId),
    },
    {
      key: 'total_teachers',
      label: 'Teachers',
      permission: 'teacher-list',
      format: 'count',
      value: usersWithRole('Teacher'),
    },
    {
      key: 'total_guardians',
      label: 'Guardians',
      permission: 'guardian-list',
      format: 'count',
      value: usersWithRole('Guardian'),
    },
  ],
  charts: [
    {
      key: 'students_per_class',
      title: 'Students per class',
      caption: 'Active students of this session year in each class.',
      permission: 'student-list',
      bars: studentsPerClass,
    },
  ],
  fields: [
    {
      key: 'my_classes',
      empty: [],
      value: async (ctx) => (ctx.caller.roles.includes('Teacher') ? await myClasses(ctx) : []),
    },
  ],
};

export type MyClass = {
  class_section_id: number;
  name: string;
  students: number;
  /** Subjects the teacher teaches in this class-section's class. */
  subjects: string[];
  class_teacher: boolean;
};

/**
 * A teacher's own classes: the class-sections they are class teacher of and those whose class
 * they teach a subject in, each with its active students this session.
 */
export async function myClasses({
  db,
  schoolId,
  userId,
  sessionYearId,
}: DashboardContext): Promise<MyClass[]> {
  const led = await db
    .select({ id: classTeachers.classSectionId })
    .from(classTeachers)
    .where(and(eq(classTeachers.schoolId, schoolId), eq(classTeachers.teacherUserId, userId)));
  const assigned = await db
    .select({ id: subjectTeachers.classSubjectId })
    .from(subjectTeachers)
    .where(and(eq(subjectTeachers.schoolId, schoolId), eq(subjectTeachers.teacherUserId, userId)));
  const taught = await classSubjectNames(
    db,
    schoolId,
    assigned.map((a) => a.id),
  );
  const ledIds = new Set(led.map((r) => r.id));
  const subjectsOf = (classId: number) =>
    [...new Set(taught.filter((t) => t.classId === classId).map((t) => t.subject))].sort();
  const mine = (await allClassSections(db, schoolId)).filter(
    (cs) => ledIds.has(cs.id) || subjectsOf(cs.class_id).length > 0,
  );
  if (!mine.length) return [];
  const counts = await db
    .select({ id: students.classSectionId, n: count() })
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.sessionYearId, sessionYearId),
        eq(students.status, 'active'),
        inArray(
          students.classSectionId,
          mine.map((cs) => cs.id),
        ),
      ),
    )
    .groupBy(students.classSectionId);
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  return mine
    .map((cs) => ({
      class_section_id: cs.id,
      name: cs.name,
      students: countOf.get(cs.id) ?? 0,
      subjects: subjectsOf(cs.class_id),
      class_teacher: ledIds.has(cs.id),
    }))
    .sort(
      (a, b) =>
        Number(b.class_teacher) - Number(a.class_teacher) ||
        a.name.localeCompare(b.name, 'en', { numeric: true }),
    );
}
