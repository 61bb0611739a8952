/** Session years with their dates, for modules that place a date in "its" session year. */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sessionYears } from '../../../db/schema/academics';

export type SessionSpan = { id: number; name: string; startDate: string; endDate: string };

const spanColumns = {
  id: sessionYears.id,
  name: sessionYears.name,
  startDate: sessionYears.startDate,
  endDate: sessionYears.endDate,
};

/** The school's default session year with its dates ("this year"). */
export async function defaultSessionSpan(
  tx: Executor,
  schoolId: number,
): Promise<SessionSpan | undefined> {
  const [row] = await tx
    .select(spanColumns)
    .from(sessionYears)
    .where(and(eq(sessionYears.schoolId, schoolId), eq(sessionYears.isDefault, true)))
    .limit(1);
  return row;
}

/** The session year that ended last before `span` began, if any. */
export async function previousSessionSpan(
  tx: Executor,
  schoolId: number,
  span: SessionSpan,
): Promise<SessionSpan | undefined> {
  const [row] = await tx
    .select(spanColumns)
    .from(sessionYears)
    .where(and(eq(sessionYears.schoolId, schoolId), lt(sessionYears.endDate, span.startDate)))
    .orderBy(desc(sessionYears.endDate))
    .limit(1);
  return row;
}

/** One session year of the school with its dates. */
export async function findSessionSpan(
  tx: Executor,
  schoolId: number,
  id: number,
): Promise<SessionSpan | undefined> {
  const [row] = await tx
    .select(spanColumns)
    .from(sessionYears)
    .where(and(eq(sessionYears.schoolId, schoolId), eq(sessionYears.id, id)));
  return row;
}
