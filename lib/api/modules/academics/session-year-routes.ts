/**
 * Session years at /api/session-years: any signed-in user of the school reads them; only a
 * School Admin writes. Exactly one is the default: making one the default clears the old one
 * in the same transaction (a partial unique index backs this up), the default cannot be
 * switched off or deleted directly, and a school's first year becomes its default.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { sessionYears } from '../../../db/schema/academics';
import { envelope } from '../../http/envelope';
import { ApiError, notFound, reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { parseId, resourceRoutes, type ResourceAccess } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { deleteRow, insertRow, updateRow } from './references';
import { ACADEMIC_ROWS } from './usage-targets';
import { defaultChange, sessionYearDeleteProblem } from './rules';
import { sessionYearSchema, type SessionYearBody } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'session_years_school_name_unique',
  'name',
  apiMessage('academics.sessionNameTaken'),
);

const ADMIN = access.role('School Admin');
const SESSION_YEAR_ACCESS: ResourceAccess = {
  list: access.authenticated,
  read: access.authenticated,
  create: ADMIN,
  edit: ADMIN,
  delete: ADMIN,
};

const query = listQuery(['name', 'start_date', 'end_date', 'id']);

type SessionYearRow = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  is_default: boolean;
  /** SPEC §3: 1 marks the default. */
  default: number;
};

const queries = queriesOf<SessionYearRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: sessionYears.id,
        name: sessionYears.name,
        start_date: sessionYears.startDate,
        end_date: sessionYears.endDate,
        is_default: sessionYears.isDefault,
        default: sql<number>`case when ${sessionYears.isDefault} then 1 else 0 end`.mapWith(Number),
      })
      .from(sessionYears),
  schoolId: sessionYears.schoolId,
  id: sessionYears.id,
  search: [sessionYears.name],
  sort: {
    name: sessionYears.name,
    start_date: sessionYears.startDate,
    end_date: sessionYears.endDate,
    id: sessionYears.id,
  },
  defaultSort: '-start_date',
});

async function clearDefault(tx: Executor, schoolId: number) {
  await tx
    .update(sessionYears)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(sessionYears.schoolId, schoolId), eq(sessionYears.isDefault, true)));
}

async function schoolHasDefault(tx: Executor, schoolId: number) {
  const [row] = await tx
    .select({ id: sessionYears.id })
    .from(sessionYears)
    .where(and(eq(sessionYears.schoolId, schoolId), eq(sessionYears.isDefault, true)));
  return row !== undefined;
}

/** Applies the default rule for `body` on a year that is (or is not yet) the default. */
async function resolveDefault(
  tx: Executor,
  schoolId: number,
  isDefault: boolean,
  body: SessionYearBody,
): Promise<boolean> {
  const change = defaultChange({
    isDefault,
    wantsDefault: body.is_default,
    schoolHasDefault: isDefault || (await schoolHasDefault(tx, schoolId)),
  });
  if (change.kind === 'refuse') throw validationFailed({ is_default: change.message });
  if (change.kind === 'make-default') await clearDefault(tx, schoolId);
  return change.kind === 'make-default' || isDefault;
}

const columns = (b: SessionYearBody, isDefault: boolean) => ({
  name: b.name,
  startDate: b.start_date,
  endDate: b.end_date,
  isDefault,
});

const crud = resourceRoutes({
  path: '/session-years',
  tag: 'academics',
  label: 'session year',
  access: SESSION_YEAR_ACCESS,
  list: {
    query,
    queries,
    csv: {
      fileName: 'session-years.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Start date', value: (r) => r.start_date },
        { header: 'End date', value: (r) => r.end_date },
        { header: 'Default', value: (r) => (r.is_default ? 'Yes' : 'No') },
      ],
    },
  },
  get: queries.get,
  body: sessionYearSchema,
  create: async (tx, schoolId, body) => {
    const isDefault = await resolveDefault(tx, schoolId, false, body);
    return insertRow(tx, sessionYears, { schoolId, ...columns(body, isDefault) });
  },
  update: async (tx, schoolId, id, body) => {
    const current = await queries.get(tx, schoolId, id);
    if (!current) return false;
    const isDefault = await resolveDefault(tx, schoolId, current.is_default, body);
    return updateRow(tx, sessionYears, schoolId, id, columns(body, isDefault));
  },
  usageTarget: ACADEMIC_ROWS.sessionYear,
  usages: [],
  beforeDelete: async (_tx, _schoolId, row) => {
    const problem = sessionYearDeleteProblem({ isDefault: row.is_default, name: row.name });
    if (problem) throw new ApiError('conflict', problem);
  },
  remove: (tx, schoolId, id) => deleteRow(tx, sessionYears, schoolId, id),
});

export const sessionYearRoutes = [
  ...crud,
  defineRoute({
    method: 'POST',
    path: '/session-years/:id/default',
    tag: 'academics',
    summary:
      'Make a session year the default (the previous default is cleared in the same transaction)',
    access: ADMIN,
    audit: { entity: 'session-years', actions: ['set-default'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'session year');
      const row = await db.transaction(async (tx) => {
        const before = await queries.get(tx, schoolId, id);
        if (!before) throw notFound('sessionYear');
        await clearDefault(tx, schoolId);
        await updateRow(tx, sessionYears, schoolId, id, { isDefault: true });
        const after = await queries.get(tx, schoolId, id);
        await audit(tx, {
          action: 'set-default',
          entity: 'session-years',
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return envelope(row, apiMessage('done.defaultSessionYear', { name: row?.name ?? '' }));
    },
  }),
];
