/**
 * A teacher's timetable as an iCalendar feed their phone's calendar subscribes to:
 * `POST /api/teachers/{id}/timetable-token` issues the secret link (the teacher's own, or any
 * teacher's with timetable-edit; a new one replaces the old), `DELETE` revokes it, and
 * `GET /api/teachers/{id}/timetable.ics?token=` (public: the secret is the key) answers the
 * teacher's lessons and covers from a week ago to four weeks ahead. Only the token's SHA-256 is
 * stored. Any refusal is 404, so a guessed link learns nothing.
 *
 * ical.js writes the calendar (escaping and line folding per RFC 5545) and the tests parse it
 * back with it; times are floating local times of the school's day, as a wall timetable is.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { addDays, todayIn } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { timetableFeedTokens } from '../../../db/schema/timetable';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { forbidden, notFoundLabelled } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { schoolSetting } from '../platform';
import { feedQuery } from './schemas';
import { teacherDays } from './teacher-week';
import { userNames } from './store';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const DAYS_BEFORE = 7;
const DAYS_AHEAD = 27;

/** The teacher of the path, whom the caller may manage the link of (their own, or timetable-edit). */
async function teacherOfPath(tx: Executor, caller: SchoolUser, raw: string | undefined) {
  const id = parseId(raw, 'teacher');
  if (!(await userNames(tx, caller.school.id, [id])).has(id)) throw notFoundLabelled('teacher');
  if (id !== caller.userId && !caller.permissions.has('timetable-edit')) throw forbidden();
  return id;
}

const icsTime = (date: string, time: string) => ICAL.Time.fromDateTimeString(`${date}T${time}:00`);

/** The calendar text of the teacher's days. */
export function calendarOf(
  days: Awaited<ReturnType<typeof teacherDays>>,
  schoolCode: string,
): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Schola//Timetable//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  const stamp = ICAL.Time.now();
  for (const day of days)
    for (const lesson of day.lessons) {
      if (lesson.covered_by !== null) continue;
      const vevent = new ICAL.Component('vevent');
      const event = new ICAL.Event(vevent);
      event.uid = `${day.date}-${lesson.class_section_id}-${lesson.period_id}@${schoolCode}.schola`;
      event.summary = `${lesson.subject} · ${lesson.class_section}`;
      if (lesson.room) event.location = lesson.room;
      event.startDate = icsTime(day.date, lesson.start_time);
      event.endDate = icsTime(day.date, lesson.end_time);
      vevent.updatePropertyWithValue('dtstamp', stamp);
      calendar.addSubcomponent(vevent);
    }
  return calendar.toString();
}

export const feedRoutes = [
  defineRoute({
    method: 'POST',
    path: '/teachers/:id/timetable-token',
    tag: 'timetable',
    summary:
      'Issues the secret link of a teacher’s iCalendar feed (their own, or any teacher’s with timetable-edit); a new link replaces the old one, which stops working',
    access: access.permission('timetable-list'),
    audit: { entity: 'timetable-feeds', actions: ['create'] },
    handler: async ({ db, caller, params, audit }) => {
      const token = randomBytes(24).toString('base64url');
      const issued = await db.transaction(async (tx) => {
        const teacherId = await teacherOfPath(tx, caller, params.id);
        const values = {
          schoolId: caller.school.id,
          teacherUserId: teacherId,
          tokenHash: digest(token),
        };
        await tx
          .insert(timetableFeedTokens)
          .values(values)
          .onConflictDoUpdate({
            target: [timetableFeedTokens.schoolId, timetableFeedTokens.teacherUserId],
            set: { tokenHash: values.tokenHash, createdAt: new Date() },
          });
        await audit(tx, {
          action: 'create',
          entity: 'timetable-feeds',
          entityId: teacherId,
          after: { teacher_user_id: teacherId },
        });
        return teacherId;
      });
      return envelope(
        { token, path: `/api/teachers/${issued}/timetable.ics?token=${token}` },
        apiMessage('done.feedIssued'),
      );
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/teachers/:id/timetable-token',
    tag: 'timetable',
    summary: 'Revokes a teacher’s iCalendar link: the feed answers 404 from now on',
    access: access.permission('timetable-list'),
    audit: { entity: 'timetable-feeds', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      await db.transaction(async (tx) => {
        const teacherId = await teacherOfPath(tx, caller, params.id);
        await tx
          .delete(timetableFeedTokens)
          .where(
            and(
              eq(timetableFeedTokens.schoolId, caller.school.id),
              eq(timetableFeedTokens.teacherUserId, teacherId),
            ),
          );
        await audit(tx, {
          action: 'delete',
          entity: 'timetable-feeds',
          entityId: teacherId,
          before: { teacher_user_id: teacherId },
        });
      });
      return envelope(null, apiMessage('done.feedRevoked'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/teachers/:id/timetable.ics',
    tag: 'timetable',
    summary:
      'A teacher’s lessons and covers from a week ago to four weeks ahead as iCalendar (text/calendar), for the secret token of their link; 404 for any other token',
    access: access.public,
    query: feedQuery,
    handler: async ({ db, params, query }) => {
      const id = parseId(params.id, 'teacher');
      const [row] = await db
        .select({ schoolId: timetableFeedTokens.schoolId })
        .from(timetableFeedTokens)
        .where(
          and(
            eq(timetableFeedTokens.teacherUserId, id),
            eq(timetableFeedTokens.tokenHash, digest(query.token ?? '')),
          ),
        );
      if (!row || !query.token) throw notFoundLabelled('teacher');
      const zone = (await schoolSetting(db, row.schoolId, 'timezone')) ?? 'UTC';
      const today = todayIn(zone);
      const days = await teacherDays(
        db,
        row.schoolId,
        id,
        addDays(today, -DAYS_BEFORE),
        addDays(today, DAYS_AHEAD),
      );
      return new Response(calendarOf(days, String(row.schoolId)), {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Cache-Control': 'private, no-store',
        },
      });
    },
  }),
];
