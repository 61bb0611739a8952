/**
 * The substitutions board: `GET /api/substitutions?date=` lists the lessons of that date whose
 * teachers are all absent (approved leave — a half-day leave only in the lessons of that half,
 * rules/substitutes.ts's `halfOfDay` — or staff attendance absent), each with its cover if
 * one is assigned and suggested substitutes (rules/substitutes.ts); a weekly off day or a
 * holiday has none. `POST /api/substitutions` assigns (or changes) the cover of one of them.
 */
import { and, between, eq } from 'drizzle-orm';
import { dayKind, holidayOn, todayIn, type DayPortion } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { substitutions, teacherUnavailability } from '../../../db/schema/timetable';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { staffAbsenceDays } from '../attendance';
import { schoolCalendar } from '../calendar';
import { staffLeavePortionsOn } from '../leave';
import { isoWeekday, type Lesson, type Slot } from './rules/lessons';
import {
  absentInHalf,
  halfOfDay,
  lessonsToCover,
  planSpans,
  suggestSubstitutes,
  weekOf,
  type Candidate,
} from './rules/substitutes';
import { substitutionSchema, substitutionsQuery } from './schemas';
import { lessonsOnDates, readFacts, userNames, type SchoolFacts } from './store';

const hhmm = (time: string) => time.slice(0, 5);

/** Who is away on `date` and for which part of it: a half-day leave, or the whole day. */
async function absentOn(tx: Executor, schoolId: number, date: string) {
  const [onLeave, absent] = await Promise.all([
    staffLeavePortionsOn(tx, schoolId, date),
    staffAbsenceDays(tx, schoolId, date, date),
  ]);
  const away = new Map<number, DayPortion>(onLeave);
  for (const id of absent.keys()) away.set(id, 'full');
  return away;
}

/** The teachers away during a lesson: the whole day, or the half of the day it is in. */
function absentAtLessons(facts: SchoolFacts, away: ReadonlyMap<number, DayPortion>) {
  const spans = planSpans(facts.periods.values());
  return (lesson: Lesson): Set<number> => {
    const span = spans.get(facts.periods.get(lesson.periodId)?.scheduleId ?? 0);
    return absentInHalf(away, span ? halfOfDay(lesson.start, span) : null);
  };
}

function coversOf(tx: Executor, schoolId: number, from: string, to: string) {
  return tx
    .select()
    .from(substitutions)
    .where(and(eq(substitutions.schoolId, schoolId), between(substitutions.date, from, to)));
}

/** Every teacher of the school as a possible substitute on `date`. */
async function candidatesOn(
  tx: Executor,
  facts: SchoolFacts,
  date: string,
  lessons: readonly Lesson[],
  covers: Awaited<ReturnType<typeof coversOf>>,
): Promise<Candidate[]> {
  const teacherIds = [...new Set([...facts.teachers.values()].flat())];
  const day = isoWeekday(date);
  const [names, unavailable] = await Promise.all([
    userNames(tx, facts.schoolId, teacherIds),
    tx
      .select()
      .from(teacherUnavailability)
      .where(
        and(eq(teacherUnavailability.schoolId, facts.schoolId), eq(teacherUnavailability.day, day)),
      ),
  ]);
  const slotOfCover = (c: (typeof covers)[number]): Slot => {
    const period = facts.periods.get(c.periodId);
    return { day, start: period?.start ?? '', end: period?.end ?? '' };
  };
  return teacherIds.map((userId) => ({
    userId,
    name: names.get(userId) ?? '',
    subjectIds: new Set(
      [...facts.teachers]
        .filter(([, ids]) => ids.includes(userId))
        .map(([cs]) => facts.classSubjects.get(cs)?.subjectId ?? 0),
    ),
    busy: [
      ...lessons.filter((l) => l.teacherIds.includes(userId)),
      ...covers.filter((c) => c.date === date && c.substituteUserId === userId).map(slotOfCover),
    ],
    unavailable: unavailable
      .filter((u) => u.teacherUserId === userId)
      .map((u) => ({ day, start: u.startTime, end: u.endTime })),
    coversThisWeek: covers.filter((c) => c.substituteUserId === userId).length,
  }));
}

/** The board of a date: what needs a cover, who covers it, who could. */
export async function substitutionBoard(tx: Executor, schoolId: number, date: string) {
  const calendar = await schoolCalendar(tx, schoolId, date, date);
  const kind = dayKind(date, calendar);
  const holiday = holidayOn(date, calendar.holidays)?.title ?? null;
  if (kind !== 'working')
    return {
      view: { date, day_kind: kind, holiday, periods: [] },
      lessons: [],
      candidates: [],
      absentAt: () => new Set<number>(),
    };
  const facts = await readFacts(tx, schoolId);
  const lessons = (await lessonsOnDates(tx, facts, [date])).get(date) ?? [];
  const absentAt = absentAtLessons(facts, await absentOn(tx, schoolId, date));
  const week = weekOf(date);
  const covers = await coversOf(tx, schoolId, week.monday, week.sunday);
  const candidates = await candidatesOn(tx, facts, date, lessons, covers);
  const toCover = lessons.filter((l) => lessonsToCover([l], absentAt(l)).length > 0);
  const names = await userNames(tx, schoolId, [
    ...toCover.flatMap((l) => l.teacherIds),
    ...covers.map((c) => c.substituteUserId),
  ]);
  const periods = toCover.map((l) => {
    const cover = covers.find(
      (c) => c.date === date && c.classSectionId === l.classSectionId && c.periodId === l.periodId,
    );
    return {
      class_section_id: l.classSectionId,
      class_section: l.classSection,
      period_id: l.periodId,
      period: l.period,
      start_time: hhmm(l.start),
      end_time: hhmm(l.end),
      class_subject_id: l.classSubjectId,
      subject: l.subject,
      absent: l.teacherIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      substitute: cover
        ? { user_id: cover.substituteUserId, name: names.get(cover.substituteUserId) ?? '' }
        : null,
      suggestions: suggestSubstitutes(l, candidates, absentAt(l)),
    };
  });
  return {
    view: { date, day_kind: kind, holiday, periods },
    lessons: toCover,
    candidates,
    absentAt,
  };
}

export const substitutionRoutes = [
  defineRoute({
    method: 'GET',
    path: '/substitutions',
    tag: 'timetable',
    summary:
      'The lessons of a date (today by default) whose teachers are on approved leave or marked absent, each with its cover and suggested substitutes (free then, same subject first, fewest covers this week); empty on a holiday or weekly off day',
    access: access.permission('substitution-manage'),
    query: substitutionsQuery,
    handler: async ({ db, caller, query }) => {
      const date = query.date ?? todayIn(caller.format.timeZone);
      return envelope((await substitutionBoard(db, caller.school.id, date)).view);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/substitutions',
    tag: 'timetable',
    summary:
      'Assigns a substitute to a lesson of the date’s board (class_section_id, period_id); the substitute must be free then. Assigning again changes the cover',
    access: access.permission('substitution-manage'),
    body: substitutionSchema,
    audit: { entity: 'substitutions', actions: ['create', 'update'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const saved = await db.transaction(async (tx) => {
        const board = await substitutionBoard(tx, schoolId, body.date);
        const lesson = board.lessons.find(
          (l) => l.classSectionId === body.class_section_id && l.periodId === body.period_id,
        );
        if (!lesson) throw validationFailed({ period_id: apiMessage('timetable.nothingToCover') });
        const existing = board.view.periods.find(
          (p) => p.class_section_id === lesson.classSectionId && p.period_id === lesson.periodId,
        )?.substitute;
        // Free then: among every candidate, no limit (the current cover may be named again).
        const free = suggestSubstitutes(lesson, board.candidates, board.absentAt(lesson), Infinity);
        const unchanged = existing?.user_id === body.substitute_user_id;
        if (!unchanged && !free.some((s) => s.user_id === body.substitute_user_id))
          throw validationFailed({ substitute_user_id: apiMessage('timetable.substituteBusy') });
        const values = {
          schoolId,
          date: body.date,
          classSectionId: lesson.classSectionId,
          periodId: lesson.periodId,
          classSubjectId: lesson.classSubjectId,
          absentUserId: lesson.teacherIds[0] as number,
          substituteUserId: body.substitute_user_id,
          createdByUserId: caller.userId,
        };
        const [row] = await tx
          .insert(substitutions)
          .values(values)
          .onConflictDoUpdate({
            target: [
              substitutions.schoolId,
              substitutions.date,
              substitutions.classSectionId,
              substitutions.periodId,
            ],
            set: { substituteUserId: values.substituteUserId, createdByUserId: caller.userId },
          })
          .returning({ id: substitutions.id });
        const after = {
          date: body.date,
          class_section_id: lesson.classSectionId,
          period_id: lesson.periodId,
          class_subject_id: lesson.classSubjectId,
          substitute_user_id: body.substitute_user_id,
        };
        await audit(tx, {
          action: existing ? 'update' : 'create',
          entity: 'substitutions',
          entityId: row?.id,
          before: existing ? { substitute_user_id: existing.user_id } : undefined,
          after,
        });
        return { id: row?.id, ...after };
      });
      return envelope(saved, apiMessage('done.substituteAssigned'));
    },
  }),
];
