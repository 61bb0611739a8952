/** Rooms (optional): name and capacity; a room a timetable uses cannot be deleted (409). */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { rooms, timetableCells } from '../../../db/schema/timetable';
import { reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { apiMessage } from '../../http/messages';
import { queriesOf } from '../../http/query-spec';
import { permissionsOf, resourceRoutes } from '../../http/resource';
import { usedBy } from '../../http/usages';
import { roomSchema, type RoomBody } from './schemas';

reportUniqueViolationOn('rooms_school_name_unique', 'name', apiMessage('timetable.roomNameTaken'));

const query = listQuery(['name', 'capacity', 'id']);
type RoomRow = { id: number; name: string; capacity: number | null };

const queries = queriesOf<RoomRow, z.output<typeof query>>({
  select: (db) =>
    db.select({ id: rooms.id, name: rooms.name, capacity: rooms.capacity }).from(rooms),
  schoolId: rooms.schoolId,
  id: rooms.id,
  search: [rooms.name],
  sort: { name: rooms.name, capacity: rooms.capacity, id: rooms.id },
  defaultSort: 'name',
});

const columns = (b: RoomBody) => ({ name: b.name, capacity: b.capacity ?? null });
const scoped = (schoolId: number, id: number) =>
  and(eq(rooms.schoolId, schoolId), eq(rooms.id, id));

async function updateRoom(tx: Executor, schoolId: number, id: number, body: RoomBody) {
  const updated = await tx
    .update(rooms)
    .set({ ...columns(body), updatedAt: sql`now()` })
    .where(scoped(schoolId, id))
    .returning({ id: rooms.id });
  return updated.length > 0;
}

export const roomRoutes = resourceRoutes({
  path: '/rooms',
  tag: 'timetable',
  label: 'room',
  access: permissionsOf('timetable'),
  list: {
    query,
    queries,
    csv: {
      fileName: 'rooms.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
        { header: 'Capacity', value: (r) => r.capacity ?? '' },
      ],
    },
  },
  get: queries.get,
  body: roomSchema,
  create: async (tx, schoolId, body) =>
    oneRow(
      await tx
        .insert(rooms)
        .values({ schoolId, ...columns(body) })
        .returning({ id: rooms.id }),
      'inserting one room',
    ).id,
  update: updateRoom,
  usages: [
    usedBy(
      ['timetable', 'timetables'],
      timetableCells,
      timetableCells.roomId,
      sql`'#' || ${timetableCells.versionId}`,
    ),
  ],
  remove: async (tx, schoolId, id) => {
    await tx.delete(rooms).where(scoped(schoolId, id));
  },
});
