/** The signed-in user as the client reads it (SPEC §3 "User"): `data.user` of /api/me and login. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { RESERVED_ROLES } from '../../../permissions/catalogue';
import type { SchoolRef, SchoolUser } from '../../http/context';
import { notFound } from '../../http/errors';

/** The role shown as "the" role: the first reserved one by rank, else the first custom one. */
export function primaryRole(roleNames: string[]): string | null {
  return RESERVED_ROLES.find((r) => roleNames.includes(r)) ?? [...roleNames].sort()[0] ?? null;
}

export type UserProfile = ReturnType<typeof profileOf>;

/** The profile of an authenticated caller, from what authentication already read. */
export function profileOf(caller: SchoolUser) {
  return {
    id: caller.userId,
    email: caller.profile.email,
    full_name: caller.profile.fullName,
    image: caller.profile.image,
    role: primaryRole(caller.roles),
    roles: caller.roles.map((name) => ({ name })),
    permissions: [...caller.permissions].sort(),
    school: {
      name: caller.school.name,
      school_code: caller.school.code,
      subdomain: caller.school.subdomain,
    },
  };
}

export async function userProfile(
  db: Database,
  school: SchoolRef,
  userId: number,
  grants: { roles: string[]; permissions: Set<string> },
) {
  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, image: users.image })
    .from(users)
    .where(and(eq(users.schoolId, school.id), eq(users.id, userId)));
  if (!user) throw notFound('The user');
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    image: user.image,
    role: primaryRole(grants.roles),
    roles: grants.roles.map((name) => ({ name })),
    permissions: [...grants.permissions].sort(),
    school: { name: school.name, school_code: school.code, subdomain: school.subdomain },
  };
}
