/**
 * A room's week (issue 31, item 4): `GET /api/timetables/room?room_id=&date=`, the lessons held
 * in the room on each day of the ISO week holding the date, for finding it free or seeing who
 * uses it. Staff only: a guardian's timetable-list reaches their children's classes, and a
 * room's week is every class's (guardian-share.ts).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { todayIn } from '../../../calendar';
import { dateField } from '../../../calendar/date-field';
import { rooms } from '../../../db/schema/timetable';
import { INT4_MAX } from '../../../validation/integers';
import { envelope } from '../../http/envelope';
import { forbidden, notFoundLabelled } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { readsWholeSchool } from './guardian-share';
import { weekOf } from './rules/substitutes';
import { roomDays } from './teacher-week';

const roomWeekQuery = z.object({
  room_id: z.coerce
    .number({ error: 'Choose a room.' })
    .int('Choose a room.')
    .positive('Choose a room.')
    .max(INT4_MAX, 'The room does not exist.'),
  date: dateField('date').optional(),
});

export const roomWeekRoutes = [
  defineRoute({
    method: 'GET',
    path: '/timetables/room',
    tag: 'timetable',
    summary:
      'A room’s week (the ISO week holding date, today by default): each day’s lessons held in it, with who covers one; staff with timetable-list',
    access: access.permission('timetable-list'),
    query: roomWeekQuery,
    handler: async ({ db, caller, query }) => {
      if (!readsWholeSchool(caller)) throw forbidden();
      // The room's name alone: roomDays reads the school's timetable facts itself.
      const [room] = await db
        .select({ name: rooms.name })
        .from(rooms)
        .where(and(eq(rooms.schoolId, caller.school.id), eq(rooms.id, query.room_id)));
      if (!room) throw notFoundLabelled('room');
      const name = room.name;
      const week = weekOf(query.date ?? todayIn(caller.format.timeZone));
      return envelope({
        room: { id: query.room_id, name },
        week,
        days: await roomDays(db, caller.school.id, query.room_id, week.monday, week.sunday),
      });
    },
  }),
];
