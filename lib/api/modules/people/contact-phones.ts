/**
 * The phone numbers a school keeps for its users (guardians' and staff profiles), for the
 * notifications module's text messages: the guardian's profile first, then the staff one.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { guardianProfiles, staffProfiles } from '../../../db/schema/people';

export async function phonesOfUsers(
  db: Executor,
  schoolId: number,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const phones = new Map<number, string>();
  if (userIds.length === 0) return phones;
  for (const table of [staffProfiles, guardianProfiles]) {
    const rows = await db
      .select({ userId: table.userId, phone: table.phone })
      .from(table)
      .where(and(eq(table.schoolId, schoolId), inArray(table.userId, [...userIds])));
    // The guardian's profile is read last, so its number wins for a user who has both.
    for (const row of rows) if (row.phone?.trim()) phones.set(row.userId, row.phone.trim());
  }
  return phones;
}
