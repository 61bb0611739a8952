/** Counts of the people module for the dashboard. */
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { students } from '../../../db/schema/people';

export async function activeStudentCount(tx: Executor, schoolId: number) {
  const row = oneRow(
    await tx
      .select({ n: count() })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.status, 'active'))),
    'an aggregate without group by',
  );
  return row.n;
}

/** Active students per school, for the provider's list of schools (usage against plan limits). */
export async function activeStudentsPerSchool(tx: Executor) {
  const rows = await tx
    .select({ schoolId: students.schoolId, n: count() })
    .from(students)
    .where(eq(students.status, 'active'))
    .groupBy(students.schoolId);
  return new Map(rows.map((r) => [r.schoolId, r.n]));
}
