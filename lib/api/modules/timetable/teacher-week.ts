/**
 * A teacher's week (`GET /api/timetables/teacher?date=`): for each day of the ISO week holding
 * the date, their lessons in force that day (with `covered_by` when another teacher covers one)
 * and the lessons they cover for others; a weekly off day or holiday has none. A teacher reads
 * their own; another teacher's (`teacher_id`) needs timetable-edit or substitution-manage.
 * The iCalendar feed reads the same days (feed.ts).
 */
import { and, between, eq } from 'drizzle-orm';
import { dayKind, eachDay, holidayOn, todayIn } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { substitutions } from '../../../db/schema/timetable';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { forbidden, notFoundLabelled } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { schoolCalendar } from '../calendar';
import { isoWeekday, type Lesson } from './rules/lessons';
import { weekOf } from './rules/substitutes';
import { teacherDayQuery } from './schemas';
import { lessonOf, lessonsOnDates, readFacts, userNames } from './store';
import type { TeacherLesson } from './types';

const hhmm = (time: string) => time.slice(0, 5);

/** Whose week: a teacher's (their lessons and the covers they give) or a room's (its lessons). */
type Whose = { teacherId: number } | { roomId: number };

/** The teacher's lessons on each date from `from` to `to` (none on a holiday or weekly off day). */
export function teacherDays(
  tx: Executor,
  schoolId: number,
  teacherId: number,
  from: string,
  to: string,
) {
  return weekDays(tx, schoolId, { teacherId }, from, to);
}

/** The lessons held in a room on each date from `from` to `to`, who covers one named. */
export function roomDays(tx: Executor, schoolId: number, roomId: number, from: string, to: string) {
  return weekDays(tx, schoolId, { roomId }, from, to);
}

async function weekDays(tx: Executor, schoolId: number, whose: Whose, from: string, to: string) {
  const takes = (l: Lesson) =>
    'teacherId' in whose ? l.teacherIds.includes(whose.teacherId) : l.roomId === whose.roomId;
  const substitute = 'teacherId' in whose ? whose.teacherId : null;
  const dates = [...eachDay(from, to)];
  const facts = await readFacts(tx, schoolId);
  const [calendar, byDate, covers] = await Promise.all([
    schoolCalendar(tx, schoolId, from, to),
    lessonsOnDates(tx, facts, dates),
    tx
      .select()
      .from(substitutions)
      .where(and(eq(substitutions.schoolId, schoolId), between(substitutions.date, from, to))),
  ]);
  const names = await userNames(
    tx,
    schoolId,
    covers.map((c) => c.substituteUserId),
  );
  const roomOf = (id: number | null) => (id === null ? null : (facts.rooms.get(id) ?? null));
  return dates.map((date) => {
    const kind = dayKind(date, calendar);
    const coverOf = (section: number, period: number) =>
      covers.find((c) => c.date === date && c.classSectionId === section && c.periodId === period);
    const own = (kind === 'working' ? (byDate.get(date) ?? []) : []).filter(takes).map((l) => {
      const cover = coverOf(l.classSectionId, l.periodId);
      return {
        lesson: l,
        cover: false,
        covered_by: cover ? (names.get(cover.substituteUserId) ?? '') : null,
      };
    });
    const covering = covers
      .filter((c) => c.date === date && c.substituteUserId === substitute && kind === 'working')
      .map((c) => ({
        lesson: lessonOf(facts, c.classSectionId, {
          day: isoWeekday(date),
          periodId: c.periodId,
          classSubjectId: c.classSubjectId,
          roomId:
            (byDate.get(date) ?? []).find(
              (l) => l.classSectionId === c.classSectionId && l.periodId === c.periodId,
            )?.roomId ?? null,
        }),
        cover: true,
        covered_by: null,
      }));
    const lessons: TeacherLesson[] = [...own, ...covering]
      .sort((a, b) => (a.lesson.start < b.lesson.start ? -1 : 1))
      .map(({ lesson: l, cover, covered_by }) => ({
        period_id: l.periodId,
        period: l.period,
        start_time: hhmm(l.start),
        end_time: hhmm(l.end),
        class_section_id: l.classSectionId,
        class_section: l.classSection,
        subject: l.subject,
        room: roomOf(l.roomId),
        cover,
        covered_by,
      }));
    return {
      date,
      day: isoWeekday(date),
      day_kind: kind,
      holiday: holidayOn(date, calendar.holidays)?.title ?? null,
      lessons,
    };
  });
}

/** The teacher asked for: oneself, or another with timetable-edit or substitution-manage (403). */
export function teacherOf(caller: SchoolUser, asked: number | undefined) {
  if (asked === undefined || asked === caller.userId) return caller.userId;
  const mayRead = ['timetable-edit', 'substitution-manage'].some((p) => caller.permissions.has(p));
  if (!mayRead) throw forbidden();
  return asked;
}

export const teacherWeekRoutes = [
  defineRoute({
    method: 'GET',
    path: '/timetables/teacher',
    tag: 'timetable',
    summary:
      'A teacher’s week (the ISO week holding date, today by default): each day’s lessons with covered_by, and the lessons they cover; teacher_id (another teacher’s) needs timetable-edit or substitution-manage',
    access: access.permission('timetable-list'),
    query: teacherDayQuery,
    handler: async ({ db, caller, query }) => {
      const teacherId = teacherOf(caller, query.teacher_id);
      const week = weekOf(query.date ?? todayIn(caller.format.timeZone));
      const names = await userNames(db, caller.school.id, [teacherId]);
      if (!names.has(teacherId)) throw notFoundLabelled('teacher');
      return envelope({
        teacher: { id: teacherId, name: names.get(teacherId) },
        week,
        days: await teacherDays(db, caller.school.id, teacherId, week.monday, week.sunday),
      });
    },
  }),
];
