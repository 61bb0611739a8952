/**
 * Guardian accounts: a guardian is a user of the school holding the Guardian role, found by
 * e-mail so that siblings share one account. Used by admission, applications and import.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { userRoles, users } from '../../../db/schema/identity';
import { guardianProfiles } from '../../../db/schema/people';
import { hashPassword } from '../../../auth/password';
import { roleIdByName } from '../identity';

/**
 * Stored instead of a hash for accounts created without a password: argon2 cannot parse it,
 * so no password matches until the guardian sets one through "forgot password".
 */
export const NO_PASSWORD = '!no-password-set';

export type GuardianInput = {
  full_name: string;
  email: string;
  phone?: string | null;
  occupation?: string | null;
  password?: string | null;
};

export async function guardianRoleId(tx: Executor, schoolId: number): Promise<number> {
  const id = await roleIdByName(tx, schoolId, 'Guardian');
  if (id === undefined) throw new Error(`School ${schoolId} has no Guardian role`);
  return id;
}

/** The guardian's user id: the existing account with that e-mail (given the role), or a new one. */
export async function findOrCreateGuardian(
  tx: Executor,
  schoolId: number,
  input: GuardianInput,
  roleId: number,
): Promise<{ userId: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.email, email)));
  let userId = existing?.id;
  if (userId === undefined) {
    const row = oneRow(
      await tx
        .insert(users)
        .values({
          schoolId,
          email,
          fullName: input.full_name.trim(),
          passwordHash: input.password ? await hashPassword(input.password) : NO_PASSWORD,
        })
        .returning({ id: users.id }),
      'inserting one row into users',
    );
    userId = row.id;
  }
  await tx.insert(userRoles).values({ schoolId, userId, roleId }).onConflictDoNothing();
  await tx
    .insert(guardianProfiles)
    .values({ schoolId, userId, phone: input.phone ?? null, occupation: input.occupation ?? null })
    .onConflictDoUpdate({
      target: [guardianProfiles.schoolId, guardianProfiles.userId],
      // A later form that leaves the phone blank keeps the one on file.
      set: {
        phone: sql`coalesce(excluded.phone, ${guardianProfiles.phone})`,
        occupation: sql`coalesce(excluded.occupation, ${guardianProfiles.occupation})`,
        updatedAt: sql`now()`,
      },
    });
  return { userId, created: existing === undefined };
}
