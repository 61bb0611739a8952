/** A school user's own interface language (users.locale), for the API's error messages. */
import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/identity';
import type { ChosenLanguage } from '../../http/error-locale';

export const userLanguage: ChosenLanguage<'school'> = async (db, caller) => {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(and(eq(users.schoolId, caller.school.id), eq(users.id, caller.userId)));
  return row?.locale ?? null;
};
