/** The provider's view of schools: every school with its people counts, and suspending one. */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { schools } from '../../../db/schema/platform';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { accountsPerSchool, revokeSchoolTokens } from '../identity';
import { schoolListColumns } from './school-list-columns';

const statusBody = z.object({
  status: z.enum(['active', 'suspended'], { error: 'The status must be active or suspended.' }),
});

export async function listSchools(db: Database) {
  const [accounts, columnsOf] = await Promise.all([accountsPerSchool(db), schoolListColumns(db)]);
  const rows = await db
    .select({
      id: schools.id,
      name: schools.name,
      subdomain: schools.subdomain,
      school_code: schools.code,
      status: schools.status,
      created_at: schools.createdAt,
    })
    .from(schools)
    .orderBy(asc(schools.name));
  return rows.map((row) => ({
    ...row,
    users: accounts.get(row.id) ?? 0,
    ...columnsOf(row.id),
  }));
}

export const providerSchoolRoutes = [
  defineRoute({
    method: 'GET',
    path: '/provider/schools',
    tag: 'provider',
    summary:
      'Every school of the deployment with its status, accounts, last finished backup, plan and usage',
    access: access.provider,
    handler: async ({ db }) => envelope(await listSchools(db)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/provider/schools/:id/status',
    tag: 'provider',
    summary: 'Suspend or reactivate a school; suspending signs everyone in it out',
    access: access.provider,
    body: statusBody,
    audit: { entity: 'schools', actions: ['suspend', 'reactivate'] },
    handler: async ({ db, params, body, audit }) => {
      const id = parseId(params.id, 'school');
      const school = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: schools.status })
          .from(schools)
          .where(eq(schools.id, id));
        const [row] = await tx
          .update(schools)
          .set({ status: body.status })
          .where(eq(schools.id, id))
          .returning({ id: schools.id, name: schools.name, status: schools.status });
        if (!row) throw notFound('The school');
        await audit(tx, {
          action: body.status === 'suspended' ? 'suspend' : 'reactivate',
          entity: 'schools',
          entityId: row.id,
          schoolId: row.id,
          before,
          after: { status: row.status },
        });
        if (body.status === 'suspended') {
          await revokeSchoolTokens(tx, row.id);
        }
        return row;
      });
      return envelope(
        school,
        school.status === 'suspended'
          ? `${school.name} is suspended.`
          : `${school.name} is active.`,
      );
    },
  }),
];
