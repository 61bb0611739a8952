/**
 * /api/guardians: guardians (users with the Guardian role) with their children count, one
 * guardian's profile with their children, and edits of name and contact details.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { guardianProfiles, studentGuardians } from '../../../db/schema/people';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { listRoute, parseId, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { updateGuardianSchema } from './guardian-schemas';
import { nameWordStartsWith, startsWith } from '../../http/prefix-search';
import { childrenOf } from './student-queries';
import { GUARDIAN_ROLE } from '../../../permissions/catalogue';
import { accountRoles, accountsView as accounts, renameAccount } from '../identity';
import { apiMessage } from '../../http/messages';
import { withRecordFieldsOne, writeRecordFields } from './record-fields';

const TAG = 'people';

const guardianListQuery = listQuery(['name', 'email']);

const isGuardian = accountRoles.holds(accounts.schoolId, accounts.id, { name: GUARDIAN_ROLE });

const childCount =
  sql<number>`(select count(*) from ${studentGuardians} where ${studentGuardians.schoolId} = ${accounts.schoolId} and ${studentGuardians.guardianUserId} = ${accounts.id})`.mapWith(
    Number,
  );

function guardianSelect(db: Executor) {
  return db
    .select({
      id: accounts.id,
      full_name: accounts.fullName,
      email: accounts.email,
      image: accounts.image,
      status: accounts.status,
      phone: guardianProfiles.phone,
      occupation: guardianProfiles.occupation,
      address: guardianProfiles.address,
      children: childCount,
    })
    .from(accounts)
    .leftJoin(
      guardianProfiles,
      and(
        eq(guardianProfiles.schoolId, accounts.schoolId),
        eq(guardianProfiles.userId, accounts.id),
      ),
    );
}

async function guardianProfile(db: Executor, schoolId: number, id: number) {
  const [guardian] = await guardianSelect(db)
    .where(and(eq(accounts.schoolId, schoolId), eq(accounts.id, id), isGuardian))
    .limit(1);
  if (!guardian) throw notFound('guardian');
  return { ...guardian, students: await childrenOf(db, schoolId, id) };
}

const guardianQueries = queriesOf({
  select: guardianSelect,
  countFrom: (db) => db.select({ id: accounts.id }).from(accounts),
  schoolId: accounts.schoolId,
  id: accounts.id,
  search: (term) =>
    or(nameWordStartsWith(accounts.fullNameKey, term), startsWith(accounts.email, term)),
  sort: { name: accounts.fullNameKey, email: accounts.email },
  defaultSort: 'name',
  filters: () => [isGuardian],
});
type GuardianRow = Awaited<ReturnType<typeof guardianQueries.page>>[number];

const guardianList: ListDefinition<GuardianRow, z.output<typeof guardianListQuery>> = {
  query: guardianListQuery,
  queries: guardianQueries,
  csv: {
    fileName: 'guardians.csv',
    columns: [
      { header: 'Name', value: (g) => g.full_name },
      { header: 'E-mail', value: (g) => g.email },
      { header: 'Phone', value: (g) => g.phone },
      { header: 'Occupation', value: (g) => g.occupation },
      { header: 'Address', value: (g) => g.address },
      { header: 'Children', value: (g) => g.children },
      { header: 'Status', value: (g) => g.status },
    ],
  },
};

export const guardianRoutes = [
  listRoute({
    path: '/guardians',
    tag: TAG,
    summary: 'List guardians (search by name or e-mail prefix)',
    access: access.permission('guardian-list'),
    list: guardianList,
  }),
  defineRoute({
    method: 'GET',
    path: '/guardians/:id',
    tag: TAG,
    summary: 'One guardian with their children',
    access: access.permission('guardian-list'),
    handler: async ({ db, caller, params }) => {
      const guardian = await guardianProfile(db, caller.school.id, parseId(params.id, 'guardian'));
      return envelope(await withRecordFieldsOne(db, caller, 'guardian', guardian));
    },
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
        // The custom values the writer sees are part of the guardian's before and after.
        const state = async () =>
          withRecordFieldsOne(tx, caller, 'guardian', await guardianProfile(tx, schoolId, id));
        const before = await state();
        await writeRecordFields(tx, caller, 'guardian', { id }, body.custom_fields, {
          creating: false,
        });
        await renameAccount(tx, schoolId, id, { fullName: body.full_name });
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
        const after = await state();
        await audit(tx, { action: 'update', entity: 'guardians', entityId: id, before, after });
      });
      const saved = await withRecordFieldsOne(
        db,
        caller,
        'guardian',
        await guardianProfile(db, schoolId, id),
      );
      return envelope(saved, apiMessage('done.guardianSaved'));
    },
  }),
];
