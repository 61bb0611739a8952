/**
 * The people module's dashboard: how many students, staff, teachers and guardians the school
 * has, students per class this year (bars of the same kind of thing), and a teacher's own
 * classes with their students.
 */
import { and, count, countDistinct, eq, inArray, ne } from 'drizzle-orm';
import {
  classSections,
  classSubjects,
  classTeachers,
  classes,
  roles,
  students,
  subjectTeachers,
  subjects,
  userRoles,
  users,
} from '../../../db/schema';
import type { DashboardContext, DashboardContribution } from '../dashboard/contributions';
import { allClassSections } from '../academics/class-sections';

/** Active users holding a role named `role`, or (without one) any role but Guardian. */
const usersWithRole =
  (role?: string) =>
  async ({ db, schoolId }: DashboardContext) => {
    const [row] = await db
      .select({ n: countDistinct(userRoles.userId) })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
      .innerJoin(users, and(eq(users.schoolId, userRoles.schoolId), eq(users.id, userRoles.userId)))
      .where(
        and(
          eq(userRoles.schoolId, schoolId),
          eq(users.status, 'active'),
          role ? eq(roles.name, role) : ne(roles.name, 'Guardian'),
        ),
      );
    return row.n;
  };

async function activeStudents({ db, schoolId }: DashboardContext) {
  const [row] = await db
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 'active')));
  return row.n;
}

const joinClass = and(
  eq(classSections.schoolId, students.schoolId),
  eq(classSections.id, students.classSectionId),
);

/** Active students of this session per class, lowest class first ("Grade 2" before "Grade 10"). */
async function studentsPerClass({ db, schoolId, sessionYearId }: DashboardContext) {
  const rows = await db
    .select({ label: classes.name, value: count() })
    .from(students)
    .innerJoin(classSections, joinClass)
    .innerJoin(
      classes,
      and(eq(classes.schoolId, classSections.schoolId), eq(classes.id, classSections.classId)),
    )
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.sessionYearId, sessionYearId),
        eq(students.status, 'active'),
      ),
    )
    .groupBy(classes.id, classes.name);
  return rows.sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
}

export const peopleDashboard: DashboardContribution = {
  module: 'people',
  figures: [
    {
      key: 'total_students',
      label: 'Students',
      permission: 'student-list',
      format: 'count',
      value: activeStudents,
    },
    {
      key: 'total_staff',
      label: 'Staff',
      permission: 'staff-list',
      format: 'count',
      value: usersWithRole(),
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
  const taught = await db
    .select({ classId: classSubjects.classId, subject: subjects.name })
    .from(subjectTeachers)
    .innerJoin(
      classSubjects,
      and(
        eq(classSubjects.schoolId, subjectTeachers.schoolId),
        eq(classSubjects.id, subjectTeachers.classSubjectId),
      ),
    )
    .innerJoin(
      subjects,
      and(eq(subjects.schoolId, classSubjects.schoolId), eq(subjects.id, classSubjects.subjectId)),
    )
    .where(and(eq(subjectTeachers.schoolId, schoolId), eq(subjectTeachers.teacherUserId, userId)));
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
