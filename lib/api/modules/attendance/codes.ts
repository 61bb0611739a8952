/**
 * The school's attendance codes (GET/POST/PUT /api/attendance-codes): name, short code, colour
 * and what the code counts as in the percentage. Every school starts with the five original
 * statuses (`seedAttendanceCodes`, at school creation; the migration gave existing schools the
 * same). A code is deactivated to retire it; DELETE succeeds only for a code no mark uses and
 * never for one of the five (approved leave writes `on_leave`). Changing what a code counts as
 * recounts the school's day totals in the same transaction, so every figure follows at once.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import {
  attendanceCodes,
  periodAttendance,
  studentAttendance,
} from '../../../db/schema/attendance';
import type { AttendanceStatus } from '../../../db/schema/attendance-values';
import type { AttendanceCode } from './types';
import { ApiError, reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { apiMessage } from '../../http/messages';
import { queriesOf } from '../../http/query-spec';
import { access } from '../../http/route';
import { resourceRoutes } from '../../http/resource';
import { usedBy } from '../../http/usages';
import { STATUS_COUNTS_AS } from './rules';
import {
  attendanceCodeSchema,
  STATUS_CODES,
  STATUS_LABELS,
  type AttendanceCodeBody,
} from './schemas';
import { rebuildStudentTotals } from './totals';

reportUniqueViolationOn(
  'attendance_codes_school_name_unique',
  'name',
  apiMessage('attendance.codeNameTaken'),
);
reportUniqueViolationOn(
  'attendance_codes_school_code_unique',
  'code',
  apiMessage('attendance.codeTaken'),
);

export type { AttendanceCode } from './types';

/** The seeded codes' colours (the grids' former status colours). */
const BUILTIN_COLOURS: Record<AttendanceStatus, string> = {
  present: '#15803d',
  absent: '#b91c1c',
  late: '#b45309',
  half_day: '#7c3aed',
  on_leave: '#1d4ed8',
};

/** The five original statuses as a new school's codes (the migration wrote the same for existing schools). */
export async function seedAttendanceCodes(tx: Executor, schoolId: number): Promise<void> {
  const statuses = Object.keys(STATUS_LABELS) as AttendanceStatus[];
  await tx
    .insert(attendanceCodes)
    .values(
      statuses.map((s, i) => ({
        schoolId,
        name: STATUS_LABELS[s],
        code: STATUS_CODES[s],
        colour: BUILTIN_COLOURS[s],
        countsAs: STATUS_COUNTS_AS[s],
        builtin: s,
        position: 10 * (i + 1),
      })),
    )
    .onConflictDoNothing();
}

const select = {
  id: attendanceCodes.id,
  name: attendanceCodes.name,
  code: attendanceCodes.code,
  colour: attendanceCodes.colour,
  counts_as: attendanceCodes.countsAs,
  active: attendanceCodes.active,
  builtin: attendanceCodes.builtin,
  position: attendanceCodes.position,
};

/** A student's mark joined to its code (the same school's), for reads by what codes count as. */
export const codeOfMark = and(
  eq(attendanceCodes.schoolId, studentAttendance.schoolId),
  eq(attendanceCodes.id, studentAttendance.codeId),
);

/** Every code of the school (active first in their order, then the retired ones). */
export async function schoolCodes(db: Executor, schoolId: number): Promise<AttendanceCode[]> {
  return db
    .select(select)
    .from(attendanceCodes)
    .where(eq(attendanceCodes.schoolId, schoolId))
    .orderBy(asc(attendanceCodes.position), asc(attendanceCodes.id));
}

/** The id of one of the five original codes of the school (leave writes on_leave / half_day). */
export async function builtinCodeIds(
  db: Executor,
  schoolId: number,
  statuses: readonly AttendanceStatus[],
): Promise<Map<AttendanceStatus, number>> {
  const rows = await db
    .select({ id: attendanceCodes.id, builtin: attendanceCodes.builtin })
    .from(attendanceCodes)
    .where(
      and(eq(attendanceCodes.schoolId, schoolId), inArray(attendanceCodes.builtin, [...statuses])),
    );
  return new Map(rows.flatMap((r) => (r.builtin ? [[r.builtin, r.id] as const] : [])));
}

const query = listQuery(['position', 'name', 'id'], {});
const queries = queriesOf<AttendanceCode, z.output<typeof query>>({
  select: (db) => db.select(select).from(attendanceCodes),
  schoolId: attendanceCodes.schoolId,
  id: attendanceCodes.id,
  search: [attendanceCodes.name, attendanceCodes.code],
  sort: { position: attendanceCodes.position, name: attendanceCodes.name, id: attendanceCodes.id },
  defaultSort: 'position',
});

const columns = (b: AttendanceCodeBody) => ({
  name: b.name,
  code: b.code,
  colour: b.colour,
  countsAs: b.counts_as,
  active: b.active,
  ...(b.position === undefined ? {} : { position: b.position }),
});

const ADMIN = access.role('School Admin');

export const attendanceCodeRoutes = resourceRoutes({
  path: '/attendance-codes',
  tag: 'attendance',
  label: 'attendance code',
  // Any member of the school reads the codes (the register, a guardian's history); a School
  // Admin manages them.
  access: {
    list: access.authenticated,
    read: access.authenticated,
    create: ADMIN,
    edit: ADMIN,
    delete: ADMIN,
  },
  list: {
    query,
    queries,
    csv: {
      fileName: 'attendance-codes.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Code', value: (r) => r.code },
        { header: 'Colour', value: (r) => r.colour },
        { header: 'Counts as', value: (r) => r.counts_as },
        { header: 'Active', value: (r) => (r.active ? 'yes' : 'no') },
      ],
    },
  },
  get: queries.get,
  body: attendanceCodeSchema,
  create: async (tx, schoolId, body) =>
    oneRow(
      await tx
        .insert(attendanceCodes)
        .values({ schoolId, ...columns(body) })
        .returning({ id: attendanceCodes.id }),
      'inserting one attendance code',
    ).id,
  update: async (tx, schoolId, id, body) => {
    const where = and(eq(attendanceCodes.schoolId, schoolId), eq(attendanceCodes.id, id));
    const [before] = await tx
      .select({ countsAs: attendanceCodes.countsAs })
      .from(attendanceCodes)
      .where(where);
    if (!before) return false;
    await tx
      .update(attendanceCodes)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(where);
    // The day totals count by counts_as: recount them when it changes (one statement).
    if (before.countsAs !== body.counts_as) await rebuildStudentTotals(tx, schoolId);
    return true;
  },
  usages: [
    usedBy(
      ['attendance mark', 'attendance marks'],
      studentAttendance,
      studentAttendance.codeId,
      studentAttendance.date,
    ),
    usedBy(
      ['period attendance mark', 'period attendance marks'],
      periodAttendance,
      periodAttendance.codeId,
      periodAttendance.date,
    ),
  ],
  remove: async (tx, schoolId, id) => {
    const where = and(eq(attendanceCodes.schoolId, schoolId), eq(attendanceCodes.id, id));
    const [row] = await tx
      .select({ builtin: attendanceCodes.builtin })
      .from(attendanceCodes)
      .where(where);
    if (row?.builtin) throw new ApiError('conflict', apiMessage('attendance.codeBuiltin'));
    await tx.delete(attendanceCodes).where(where);
  },
});
