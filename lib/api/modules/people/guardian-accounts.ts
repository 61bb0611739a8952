/**
 * Guardian accounts: a guardian is a user of the school holding the Guardian role, found by
 * e-mail so that siblings share one account. Used by admission, applications and import.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { guardianProfiles } from '../../../db/schema/people';
import { grantRole, insertAccount, roleIdByName, userIdByEmail } from '../identity';

export { NO_PASSWORD } from '../identity';

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
  const existing = await userIdByEmail(tx, schoolId, email);
  const userId =
    existing ??
    (await insertAccount(tx, schoolId, {
      email,
      fullName: input.full_name.trim(),
      password: input.password,
    }));
  await grantRole(tx, schoolId, userId, roleId);
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
