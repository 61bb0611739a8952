/** Session year look-ups used across modules. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessionYears } from '../../../db/schema/academics';
import { notFound } from '../../http/errors';

export async function sessionYearOrDefault(db: Database, schoolId: number, id?: number) {
  const [row] = await db
    .select({ id: sessionYears.id, name: sessionYears.name })
    .from(sessionYears)
    .where(
      and(
        eq(sessionYears.schoolId, schoolId),
        id === undefined ? eq(sessionYears.isDefault, true) : eq(sessionYears.id, id),
      ),
    )
    .limit(1);
  if (!row) throw notFound(id === undefined ? 'The default session year' : 'The session year');
  return row;
}
