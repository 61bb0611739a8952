/** Session year look-ups used across modules. */
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sessionYears } from '../../../db/schema/academics';
import { notFound } from '../../http/errors';

/** The school's session year `id`, or its default one when `id` is undefined. */
export async function findSessionYear(tx: Executor, schoolId: number, id: number | undefined) {
  const [row] = await tx
    .select({ id: sessionYears.id, name: sessionYears.name, startDate: sessionYears.startDate })
    .from(sessionYears)
    .where(
      and(
        eq(sessionYears.schoolId, schoolId),
        id === undefined ? eq(sessionYears.isDefault, true) : eq(sessionYears.id, id),
      ),
    )
    .limit(1);
  return row;
}

/** Id and name of the school's session year `id` (or its default); 404 when there is none. */
export async function sessionYearOrDefault(tx: Executor, schoolId: number, id?: number) {
  const row = await findSessionYear(tx, schoolId, id);
  if (!row) throw notFound(id === undefined ? 'defaultSessionYear' : 'sessionYear');
  return { id: row.id, name: row.name };
}

/** The school's session year whose dates hold `date` (the latest-starting one if two do). */
export async function sessionYearOn(tx: Executor, schoolId: number, date: string) {
  const [row] = await tx
    .select({
      id: sessionYears.id,
      name: sessionYears.name,
      startDate: sessionYears.startDate,
      endDate: sessionYears.endDate,
    })
    .from(sessionYears)
    .where(
      and(
        eq(sessionYears.schoolId, schoolId),
        lte(sessionYears.startDate, date),
        gte(sessionYears.endDate, date),
      ),
    )
    .orderBy(desc(sessionYears.startDate))
    .limit(1);
  return row;
}
