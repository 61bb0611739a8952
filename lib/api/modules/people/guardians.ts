/**
 * /api/guardians: guardians (users with the Guardian role) with their children count, one
 * guardian's profile with their children, and edits of name and contact details.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { roles, userRoles, users } from '../../../db/schema/identity';
import { guardianProfiles, studentGuardians } from '../../../db/schema/people';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { listQuery, orderFor, pageWindow, totalColumn } from '../../http/list';
import { parseId } from '../../http/resource';
import { pageEnvelope, withoutTotal } from './page';
import { access, defineRoute } from '../../http/route';
import { updateGuardianSchema } from './guardian-schemas';
import { prefixPattern, childrenOf } from './student-queries';

const TAG = 'people';

const guardianListQuery = listQuery(['name', 'email']);

const isGuardian = (schoolId: number) =>
  sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.schoolId} = ${userRoles.schoolId} and ${roles.id} = ${userRoles.roleId}
       where ${userRoles.schoolId} = ${schoolId} and ${userRoles.userId} = ${users.id} and ${roles.name} = 'Guardian')`;

const childCount =
  sql<number>`(select count(*) from ${studentGuardians} where ${studentGuardians.schoolId} = ${users.schoolId} and ${studentGuardians.guardianUserId} = ${users.id})`.mapWith(
    Number,
  );

function guardianSelect(db: Executor) {
  return db
    .select({
      id: users.id,
      full_name: users.fullName,
      email: users.email,
      image: users.image,
      status: users.status,
      phone: guardianProfiles.phone,
      occupation: guardianProfiles.occupation,
      address: guardianProfiles.address,
      children: childCount,
      total: totalColumn(),
    })
    .from(users)
    .leftJoin(
      guardianProfiles,
      and(eq(guardianProfiles.schoolId, users.schoolId), eq(guardianProfiles.userId, users.id)),
    );
}

async function guardianProfile(db: Executor, schoolId: number, id: number) {
  const [row] = await guardianSelect(db)
    .where(and(eq(users.schoolId, schoolId), eq(users.id, id), isGuardian(schoolId)))
    .limit(1);
  if (!row) throw notFound('The guardian');
  const guardian = withoutTotal(row);
  return { ...guardian, students: await childrenOf(db, schoolId, id) };
}

export const guardianRoutes = [
  defineRoute({
    method: 'GET',
    path: '/guardians',
    tag: TAG,
    summary: 'List guardians (search by name or e-mail prefix)',
    access: access.permission('guardian-list'),
    query: guardianListQuery,
    handler: async ({ db, caller, query }) => {
      const schoolId = caller.school.id;
      const term = query.search ? prefixPattern(query.search) : undefined;
      const window = pageWindow(query);
      const rows = await guardianSelect(db)
        .where(
          and(
            eq(users.schoolId, schoolId),
            isGuardian(schoolId),
            term
              ? sql`(lower(${users.fullName}) like ${term} or ${users.email} like ${term})`
              : undefined,
          ),
        )
        .orderBy(
          ...orderFor(query.sort, { name: users.fullName, email: users.email }, 'name', users.id),
        )
        .limit(window.limit)
        .offset(window.offset);
      return pageEnvelope(rows, query);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/guardians/:id',
    tag: TAG,
    summary: 'One guardian with their children',
    access: access.permission('guardian-list'),
    handler: async ({ db, caller, params }) =>
      envelope(await guardianProfile(db, caller.school.id, parseId(params.id, 'guardian'))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/guardians/:id',
    tag: TAG,
    summary: "Edit a guardian's name and contact details (the e-mail is their login)",
    access: access.permission('guardian-edit'),
    body: updateGuardianSchema,
    audit: { entity: 'guardians', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'guardian');
      await db.transaction(async (tx) => {
        const before = await guardianProfile(tx, schoolId, id);
        await tx
          .update(users)
          .set({ fullName: body.full_name, updatedAt: sql`now()` })
          .where(and(eq(users.schoolId, schoolId), eq(users.id, id)));
        const values = {
          phone: body.phone || null,
          occupation: body.occupation || null,
          address: body.address || null,
        };
        await tx
          .insert(guardianProfiles)
          .values({ schoolId, userId: id, ...values })
          .onConflictDoUpdate({
            target: [guardianProfiles.schoolId, guardianProfiles.userId],
            set: { ...values, updatedAt: sql`now()` },
          });
        const after = await guardianProfile(tx, schoolId, id);
        await audit(tx, { action: 'update', entity: 'guardians', entityId: id, before, after });
      });
      return envelope(await guardianProfile(db, schoolId, id), 'Guardian saved.');
    },
  }),
];
