/**
 * Shifts: name, start and end time (end after start), active or not. Classes may run in one;
 * one that a class or a bell schedule names cannot be deleted (409 naming them).
 */
import type { z } from 'zod';
import { classes, shifts } from '../../../db/schema/academics';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { deleteRow, insertRow, updateRow, usedBy } from './references';
import { shiftSchema, type ShiftBody } from './schemas';
import { ACADEMIC_ROWS } from './usage-targets';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn(
  'shifts_school_name_unique',
  'name',
  apiMessage('academics.shiftNameTaken'),
);

const query = listQuery(['name', 'start_time', 'end_time', 'is_active', 'id']);
type ShiftRow = {
  id: number;
  name: string;
  start_time: string;
  end_time: string;
  is_active: boolean;
};

const queries = queriesOf<ShiftRow, z.output<typeof query>>({
  select: (db) =>
    db
      .select({
        id: shifts.id,
        name: shifts.name,
        start_time: shifts.startTime,
        end_time: shifts.endTime,
        is_active: shifts.isActive,
      })
      .from(shifts),
  schoolId: shifts.schoolId,
  id: shifts.id,
  search: [shifts.name],
  sort: {
    name: shifts.name,
    start_time: shifts.startTime,
    end_time: shifts.endTime,
    is_active: shifts.isActive,
    id: shifts.id,
  },
  defaultSort: 'start_time',
});

const columns = (b: ShiftBody) => ({
  name: b.name,
  startTime: b.start_time,
  endTime: b.end_time,
  isActive: b.is_active,
});

export const shiftRoutes = resourceRoutes({
  path: '/shifts',
  tag: 'academics',
  label: 'shift',
  access: permissionsOf('shift'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'shifts.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Start time', value: (r) => r.start_time },
        { header: 'End time', value: (r) => r.end_time },
        { header: 'Active', value: (r) => (r.is_active ? 'Yes' : 'No') },
      ],
    },
  },
  get: queries.get,
  body: shiftSchema,
  create: (tx, schoolId, body) => insertRow(tx, shifts, { schoolId, ...columns(body) }),
  update: (tx, schoolId, id, body) => updateRow(tx, shifts, schoolId, id, columns(body)),
  // Other modules' rows naming a shift (the timetable's bell schedules) register under it, so
  // deleting one they name is a 409 that names them, not the database's foreign-key refusal.
  usageTarget: ACADEMIC_ROWS.shift,
  usages: [usedBy(['class', 'classes'], classes, classes.shiftId, classes.name)],
  remove: (tx, schoolId, id) => deleteRow(tx, shifts, schoolId, id),
});
