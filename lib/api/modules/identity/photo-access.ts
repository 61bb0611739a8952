/** Who may see a user's avatar (a private file): any signed-in user of the same school. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema/identity';
import type { SchoolUser } from '../../http/context';

export async function mayViewUserPhoto(
  db: Executor,
  caller: SchoolUser,
  url: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, caller.school.id), eq(users.image, url)));
  return Boolean(row);
}
