/**
 * GET /api/timetables/print.pdf (issue 31, "PDF/print for class-sections and teachers in
 * bulk"): the weekly timetables in force on a date, one landscape page each, for the chosen
 * class-sections or teachers (`ids`), or for all of them. A teacher prints their own; other
 * teachers' pages need timetable-edit or substitution-manage, as their week does on screen; a
 * guardian, their children's class-sections only (guardian-share.ts).
 */
import { z } from 'zod';
import { eachDay, formatDate, todayIn } from '../../../calendar';
import { dateField } from '../../../calendar/date-field';
import type { Locale } from '../../../i18n/locales';
import { writeTimetables, type PrintedWeek } from '../../../pdf/timetable';
import { pdfWords } from '../../../pdf/words';
import { PRIVATE_CACHE } from '../../../storage/files';
import type { Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { pdfStream } from '../../http/pdf-stream';
import { readerLanguage } from '../../http/reader-language';
import { access, defineRoute } from '../../http/route';
import { readSchoolSettings } from '../platform';
import { readableSections } from './guardian-share';
import { classWeek, teacherWeek } from './rules/printed-week';
import { weekOf } from './rules/substitutes';
import { lessonsOnDates, readFacts, userNames, type SchoolFacts } from './store';
import { teacherOf } from './teacher-week';
import { timetablesInForce } from './timetables';

const MAX_PAGES = 500;

const printQuery = z.object({
  of: z.enum(['class_sections', 'teachers'], {
    error: 'Choose what to print: class_sections or teachers.',
  }),
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'The ids must be numbers separated by commas.')
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_PAGES, `At most ${MAX_PAGES} timetables at once.`)
    .optional(),
  date: dateField('date').optional(),
  download: z.enum(['0', '1']).optional(),
});
type PrintQuery = z.output<typeof printQuery>;

type Words = ReturnType<typeof pdfWords>['t'];
type Reading = { facts: SchoolFacts; date: string; shown: string; t: Words; locale: Locale };

async function sectionWeeks(
  db: Executor,
  r: Reading,
  caller: SchoolUser,
  ids: number[] | undefined,
) {
  // A guardian prints their children's class-sections only; another is a 404, as on screen.
  const readable = await readableSections(db, caller);
  for (const id of ids ?? [])
    if (readable && !readable.has(id)) throw notFoundLabelled('class-section');
  const sections =
    ids ?? [...r.facts.sections.keys()].filter((id) => !readable || readable.has(id));
  const weeks: PrintedWeek[] = [];
  for (const week of await timetablesInForce(db, r.facts, sections, r.date)) {
    const cells = week.cells.map((c) => ({ ...c, teachers: c.teachers.map((x) => x.name) }));
    weeks.push(
      classWeek(
        {
          heading: r.t('timetable.heading', { name: week.class_section.name }),
          note: week.version
            ? r.t('timetable.inForce', { date: r.shown })
            : r.t('timetable.none', { date: r.shown }),
        },
        week.days,
        cells,
        r.locale,
      ),
    );
  }
  return weeks;
}

async function teacherWeeks(db: Executor, r: Reading, caller: SchoolUser, ids?: number[]) {
  const week = weekOf(r.date);
  const dates = [...eachDay(week.monday, week.sunday)];
  // One date per weekday: the lessons in force in that week.
  const byDate = await lessonsOnDates(db, r.facts, dates);
  const lessons = dates.flatMap((date, i) =>
    (byDate.get(date) ?? []).map((lesson) => ({ ...lesson, day: i + 1 })),
  );
  const teachers = ids ?? [...new Set(lessons.flatMap((l) => l.teacherIds))];
  for (const id of teachers) teacherOf(caller, id);
  const names = await userNames(db, r.facts.schoolId, teachers);
  const missing = teachers.find((id) => !names.has(id));
  if (missing !== undefined) throw notFoundLabelled('teacher');
  const weekdays = [...new Set(r.facts.plans.flatMap((p) => p.days))].sort((a, b) => a - b);
  return teachers
    .map((id) => ({ id, name: names.get(id) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ id, name }) =>
      teacherWeek(
        {
          heading: r.t('timetable.heading', { name }),
          note: r.t('timetable.inForce', { date: r.shown }),
        },
        weekdays,
        lessons
          .filter((l) => l.teacherIds.includes(id))
          .map((l) => ({
            day: l.day,
            period: l.period,
            start: l.start,
            end: l.end,
            classSection: l.classSection,
            subject: l.subject,
            room: l.roomId === null ? null : (r.facts.rooms.get(l.roomId) ?? null),
          })),
        r.locale,
      ),
    );
}

async function weeksOf(db: Executor, caller: SchoolUser, q: PrintQuery, locale: Locale) {
  const date = q.date ?? todayIn(caller.format.timeZone);
  const reading: Reading = {
    facts: await readFacts(db, caller.school.id),
    date,
    shown: formatDate(date, caller.format.dateFormat),
    t: pdfWords(locale).t,
    locale,
  };
  return q.of === 'class_sections'
    ? sectionWeeks(db, reading, caller, q.ids)
    : teacherWeeks(db, reading, caller, q.ids);
}

export const printRoutes = [
  defineRoute({
    method: 'GET',
    path: '/timetables/print.pdf',
    tag: 'timetable',
    summary:
      'The weekly timetables in force on date (today by default) as a PDF, one landscape page each: of=class_sections or of=teachers, ids (comma-separated, at most 500) or all; another teacher’s page needs timetable-edit or substitution-manage',
    access: access.permission('timetable-list'),
    query: printQuery,
    handler: async ({ db, caller, query: q }) => {
      const locale = await readerLanguage();
      const weeks = await weeksOf(db, caller, q, locale);
      if (!weeks.length) throw validationFailed({ ids: apiMessage('timetable.nothingToPrint') });
      const settings = await readSchoolSettings(db, caller.school.id);
      const title = pdfWords(locale).t('timetable.title');
      return new Response(
        pdfStream((onChunk) =>
          writeTimetables(weeks, settings.school_name, title, locale, onChunk),
        ),
        {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `${q.download === '1' ? 'attachment' : 'inline'}; filename="timetables.pdf"`,
            'Cache-Control': PRIVATE_CACHE,
          },
        },
      );
    },
  }),
];
