/** Helpers for the attendance API tests: the school's today, working days before it, a class. */
import { and, eq } from 'drizzle-orm';
import { addDays, todayIn, weekdayOf, type IsoDate } from '../../../../calendar';
import { attendanceCodes, classTeachers, schools, users } from '../../../../db/schema';
import type { TestApi } from '../../../test-support/harness';
import type { As } from '../../academics/test-support/factories';
import { make } from '../../academics/test-support/factories';
import { metaIds, sectionOf, studentBody } from '../../people/test-support';
import { defined } from '../../../../test-support/defined';

export async function schoolToday(t: TestApi, as: As): Promise<IsoDate> {
  const settings = await t.call('GET', '/api/get-school-settings', as);
  return todayIn(settings.body.data.timezone);
}

/** The `n`th Monday-to-Friday day before `today` (1 = the latest), never today itself. */
export function weekdayBefore(today: IsoDate, n = 1): IsoDate {
  let day = today;
  for (let found = 0; found < n;) {
    day = addDays(day, -1);
    if (!['saturday', 'sunday'].includes(weekdayOf(day))) found++;
  }
  return day;
}

export async function schoolIdOf(t: TestApi, subdomain: string): Promise<number> {
  const row = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, subdomain))
    .then((rows) => defined(rows[0], 'the school'));
  return row.id;
}

export async function userIdOf(t: TestApi, subdomain: string, email: string) {
  const row = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, await schoolIdOf(t, subdomain)), eq(users.email, email)))
    .then((rows) => defined(rows[0], 'the user'));
  return row.id;
}

/** A new class-section of the school's demo structure with `n` fresh students. */
export async function classWithStudents(t: TestApi, as: As, n: number, sectionIndex = 0) {
  const ids = await metaIds(t, as.token, as.school);
  const section = sectionOf(ids, sectionIndex);
  const students: { id: number; first_name: string }[] = [];
  for (let i = 0; i < n; i++)
    students.push(
      (await make(t, as, '/api/students', studentBody(section.id))) as {
        id: number;
        first_name: string;
      },
    );
  return { section, students };
}

export async function makeClassTeacher(
  t: TestApi,
  subdomain: string,
  classSectionId: number,
  email: string,
) {
  const schoolId = await schoolIdOf(t, subdomain);
  await t.handle.db
    .insert(classTeachers)
    .values({ schoolId, classSectionId, teacherUserId: await userIdOf(t, subdomain, email) })
    .onConflictDoUpdate({
      target: [classTeachers.schoolId, classTeachers.classSectionId],
      set: { teacherUserId: await userIdOf(t, subdomain, email) },
    });
}

/** The school's attendance codes by name ("Present", "School trip"...), straight from the table. */
export async function codeIdsByName(t: TestApi, schoolId: number): Promise<Map<string, number>> {
  const rows = await t.handle.db
    .select({ id: attendanceCodes.id, name: attendanceCodes.name })
    .from(attendanceCodes)
    .where(eq(attendanceCodes.schoolId, schoolId));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** The school's attendance codes through the API, by original status ("present") and by name. */
export async function codesOf(t: TestApi, as: As): Promise<Map<string, number>> {
  const res = await t.call('GET', '/api/attendance-codes?per_page=100', as);
  if (res.status !== 200) throw new Error(`GET /api/attendance-codes answered ${res.status}`);
  const rows = res.body.data as { id: number; name: string; builtin: string | null }[];
  return new Map(
    rows.flatMap((r) => [
      [r.name, r.id] as const,
      ...(r.builtin ? [[r.builtin, r.id] as const] : []),
    ]),
  );
}
