/**
 * /api/leave-types: the school's leave types (School Admin writes; every signed-in user reads,
 * since the apply form offers the types that apply to them). Each names the roles it applies
 * to; the Guardian role makes it a leave of a student, applied for by their guardian.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { leaveRequests, leaveTypeRoles, leaveTypes } from '../../../db/schema/leave';
import { reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { resourceRoutes } from '../../http/resource';
import { access } from '../../http/route';
import { usedBy } from '../../http/usages';
import { rolesByIds } from '../identity';
import { leaveTypeSchema, type LeaveTypeBody } from './schemas';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'leave_types_school_name_unique',
  'name',
  apiMessage('leave.typeNameTaken'),
);
reportUniqueViolationOn(
  'leave_types_school_code_unique',
  'code',
  apiMessage('leave.typeCodeTaken'),
);

export type LeaveTypeRow = {
  id: number;
  name: string;
  code: string;
  is_paid: boolean;
  allocated_days: number;
  carry_forward_cap: number;
  allow_half_day: boolean;
  attachment_after_days: number | null;
  role_ids: number[];
};

const roleIds = sql<number[]>`coalesce((select array_agg(r.role_id order by r.role_id)
  from ${leaveTypeRoles} r
  where r.school_id = ${leaveTypes.schoolId} and r.leave_type_id = ${leaveTypes.id}), '{}')`;

const query = listQuery(['name', 'code', 'allocated_days', 'id']);

export const leaveTypeQueries = queriesOf<LeaveTypeRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: leaveTypes.id,
        name: leaveTypes.name,
        code: leaveTypes.code,
        is_paid: leaveTypes.isPaid,
        allocated_days: leaveTypes.allocatedDays,
        carry_forward_cap: leaveTypes.carryForwardCap,
        allow_half_day: leaveTypes.allowHalfDay,
        attachment_after_days: leaveTypes.attachmentAfterDays,
        role_ids: roleIds,
      })
      .from(leaveTypes),
  schoolId: leaveTypes.schoolId,
  id: leaveTypes.id,
  search: [leaveTypes.name, leaveTypes.code],
  sort: {
    name: leaveTypes.name,
    code: leaveTypes.code,
    allocated_days: leaveTypes.allocatedDays,
    id: leaveTypes.id,
  },
  defaultSort: 'name',
});

const columns = (b: LeaveTypeBody) => ({
  name: b.name,
  code: b.code,
  isPaid: b.is_paid,
  allocatedDays: b.allocated_days,
  carryForwardCap: b.carry_forward_cap,
  allowHalfDay: b.allow_half_day,
  attachmentAfterDays: b.attachment_after_days,
});

async function setRoles(tx: Executor, schoolId: number, leaveTypeId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if ((await rolesByIds(tx, schoolId, unique)).size !== unique.length)
    throw validationFailed({ role_ids: apiMessage('leave.rolesOfSchool') });
  await tx
    .delete(leaveTypeRoles)
    .where(and(eq(leaveTypeRoles.schoolId, schoolId), eq(leaveTypeRoles.leaveTypeId, leaveTypeId)));
  await tx
    .insert(leaveTypeRoles)
    .values(unique.map((roleId) => ({ schoolId, leaveTypeId, roleId })));
}

const schoolAdmin = access.role('School Admin');

export const leaveTypeRoutes = resourceRoutes({
  path: '/leave-types',
  tag: 'leave',
  label: 'leave type',
  access: {
    list: access.authenticated,
    read: access.authenticated,
    create: schoolAdmin,
    edit: schoolAdmin,
    delete: schoolAdmin,
  },
  list: {
    query,
    queries: leaveTypeQueries,
    csv: {
      fileName: 'leave-types.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Code', value: (r) => r.code },
        { header: 'Paid', value: (r) => (r.is_paid ? 'Yes' : 'No') },
        { header: 'Days per session year', value: (r) => r.allocated_days },
        { header: 'Carry-forward cap', value: (r) => r.carry_forward_cap },
        { header: 'Half days', value: (r) => (r.allow_half_day ? 'Yes' : 'No') },
        { header: 'Attachment after days', value: (r) => r.attachment_after_days ?? '' },
      ],
    },
  },
  get: leaveTypeQueries.get,
  body: leaveTypeSchema,
  create: async (tx, schoolId, body) => {
    const row = oneRow(
      await tx
        .insert(leaveTypes)
        .values({ schoolId, ...columns(body) })
        .returning({ id: leaveTypes.id }),
      'inserting one row into leaveTypes',
    );
    await setRoles(tx, schoolId, row.id, body.role_ids);
    return row.id;
  },
  update: async (tx, schoolId, id, body) => {
    const updated = await tx
      .update(leaveTypes)
      .set({ ...columns(body), updatedAt: sql`now()` })
      .where(and(eq(leaveTypes.schoolId, schoolId), eq(leaveTypes.id, id)))
      .returning({ id: leaveTypes.id });
    if (!updated.length) return false;
    await setRoles(tx, schoolId, id, body.role_ids);
    return true;
  },
  usages: [
    usedBy(
      ['leave request', 'leave requests'],
      leaveRequests,
      leaveRequests.leaveTypeId,
      sql<string>`${leaveRequests.startDate}::text`,
    ),
  ],
  remove: async (tx, schoolId, id) => {
    await tx
      .delete(leaveTypes)
      .where(and(eq(leaveTypes.schoolId, schoolId), eq(leaveTypes.id, id)));
  },
});
