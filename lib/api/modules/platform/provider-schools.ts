/**
 * The provider's view of schools: the list (paged, searchable by name, subdomain or code, CSV of
 * the whole filter) with each school's people counts and plan, and suspending one.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { schools } from '../../../db/schema/platform';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { listQuery } from '../../http/list';
import { providerListRoute, type ProviderListDefinition } from '../../http/provider-list';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { announceSchoolIdentityChange } from '../../../tenancy/school-identity-changes';
import { accountsPerSchool, revokeSchoolTokens } from '../identity';
import { schoolListColumns, type SchoolUsage } from './school-list-columns';
import { apiMessage } from '../../http/messages';

const statusBody = z.object({
  status: z.enum(['active', 'suspended'], { error: 'The status must be active or suspended.' }),
});

const schoolsQuery = listQuery(['name', 'subdomain', 'school_code', 'status', 'created_at'], {
  status: z
    .enum(['active', 'suspended'], { error: 'The status must be active or suspended.' })
    .optional(),
});

type SchoolRow = {
  id: number;
  name: string;
  subdomain: string;
  school_code: string;
  status: 'active' | 'suspended';
  created_at: Date;
};

/**
 * Each school as the console shows it: its accounts, and the last finished backup, plan and usage
 * that the modules owning them register (school-list-columns.ts; one grouped query each).
 */
async function schoolFigures(db: Executor) {
  const [accounts, columnsOf] = await Promise.all([accountsPerSchool(db), schoolListColumns(db)]);
  return (row: SchoolRow) => ({ ...row, users: accounts.get(row.id) ?? 0, ...columnsOf(row.id) });
}

type ShownSchool = ReturnType<Awaited<ReturnType<typeof schoolFigures>>>;

const usageText = (usage: SchoolUsage | undefined) =>
  !usage ? '' : usage.limit === null ? `${usage.used}` : `${usage.used} / ${usage.limit}`;

const schoolList: ProviderListDefinition<SchoolRow, ShownSchool, z.output<typeof schoolsQuery>> = {
  query: schoolsQuery,
  spec: {
    select: (db) =>
      db
        .select({
          id: schools.id,
          name: schools.name,
          subdomain: schools.subdomain,
          school_code: schools.code,
          status: schools.status,
          created_at: schools.createdAt,
        })
        .from(schools),
    id: schools.id,
    search: [schools.name, schools.subdomain, schools.code],
    sort: {
      name: schools.name,
      subdomain: schools.subdomain,
      school_code: schools.code,
      status: schools.status,
      created_at: schools.createdAt,
    },
    defaultSort: 'name',
    filters: (p) => [p.status ? eq(schools.status, p.status) : undefined],
  },
  shown: schoolFigures,
  csv: {
    fileName: 'schools.csv',
    columns: [
      { header: 'ID', value: (s) => s.id },
      { header: 'School', value: (s) => s.name },
      { header: 'Subdomain', value: (s) => s.subdomain },
      { header: 'Code', value: (s) => s.school_code },
      { header: 'Status', value: (s) => s.status },
      { header: 'Accounts', value: (s) => s.users },
      { header: 'Plan', value: (s) => s.subscription?.plan ?? '' },
      { header: 'Plan state', value: (s) => s.subscription?.state ?? '' },
      { header: 'Plan ends on', value: (s) => s.subscription?.ends_on ?? '' },
      { header: 'Active students', value: (s) => usageText(s.usage?.students) },
      { header: 'Active staff', value: (s) => usageText(s.usage?.staff) },
      { header: 'Last backup', value: (s) => s.last_backup_at?.toISOString() ?? '' },
      { header: 'Created', value: (s) => s.created_at.toISOString() },
    ],
  },
};

export const providerSchoolRoutes = [
  providerListRoute({
    path: '/provider/schools',
    tag: 'provider',
    summary:
      'The schools of the deployment with their status, accounts, last finished backup, plan and usage',
    list: schoolList,
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
        if (!row) throw notFound('school');
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
      announceSchoolIdentityChange(); // the sign-in pages' cached look-up (a suspended school)
      return envelope(
        school,
        school.status === 'suspended'
          ? apiMessage('done.schoolSuspended', { school: school.name })
          : apiMessage('done.schoolActive', { school: school.name }),
      );
    },
  }),
];
