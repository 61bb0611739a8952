/**
 * Who a notification reaches (lib/api/modules/notifications): each active user's name, e-mail
 * address and chosen language. A disabled account or another school's id is simply absent.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema/identity';

export type Recipient = { id: number; name: string; email: string; locale: string | null };

export async function recipientsOf(
  db: Executor,
  schoolId: number,
  userIds: readonly number[],
): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, name: users.fullName, email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.schoolId, schoolId),
        inArray(users.id, [...userIds]),
        eq(users.status, 'active'),
      ),
    );
}
