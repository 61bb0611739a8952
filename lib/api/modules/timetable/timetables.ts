/**
 * A class-section's timetable: `GET /api/timetables?class_section_id=` (the version in force on
 * `date`, today by default, or `version_id`; with the bell plan of each weekday and every
 * version's date, so the previous ones stay readable) and `PUT` (save-timetable.ts).
 */
import { and, eq } from 'drizzle-orm';
import { todayIn } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { timetableVersions } from '../../../db/schema/timetable';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage, renderApiText } from '../../http/messages';
import { readerLanguage } from '../../http/reader-language';
import { access, defineRoute } from '../../http/route';
import { assertMayRead } from './guardian-share';
import { versionOn } from './rules/versions';
import {
  checkCells,
  lessonsOfCells,
  refuseClashes,
  warningsOf,
  writeVersion,
} from './save-timetable';
import { timetableQuery, timetableSchema } from './schemas';
import { readCells, readFacts, userNames, type CellRow, type SchoolFacts } from './store';

const hhmm = (time: string) => time.slice(0, 5);

function sectionOf(facts: SchoolFacts, id: number) {
  const section = facts.sections.get(id);
  if (!section) throw notFoundLabelled('class-section');
  return section;
}

/** The bell plan of each weekday the class-section's shift has one for. */
function daysOf(facts: SchoolFacts, shiftId: number | null) {
  return facts.plans
    .filter((p) => p.shiftId === shiftId)
    .flatMap((plan) =>
      plan.days.map((day) => ({
        day,
        bell_schedule_id: plan.id,
        periods: [...facts.periods.values()]
          .filter((p) => p.scheduleId === plan.id)
          .map((p) => ({
            id: p.id,
            name: p.name,
            kind: p.kind,
            start_time: hhmm(p.start),
            end_time: hhmm(p.end),
          })),
      })),
    )
    .sort((a, b) => a.day - b.day);
}

async function versionDetail(tx: Executor, schoolId: number, id: number) {
  const [row] = await tx
    .select({
      id: timetableVersions.id,
      class_section_id: timetableVersions.classSectionId,
      effective_from: timetableVersions.effectiveFrom,
      status: timetableVersions.status,
      source: timetableVersions.source,
    })
    .from(timetableVersions)
    .where(and(eq(timetableVersions.schoolId, schoolId), eq(timetableVersions.id, id)));
  return row;
}

/** A class-section's timetable shaped from what was read: its version, cells and teachers' names. */
function shapeTimetable<Version>(
  facts: SchoolFacts,
  sectionId: number,
  date: string,
  version: Version | null,
  cells: readonly CellRow[],
  names: ReadonlyMap<number, string>,
) {
  const section = sectionOf(facts, sectionId);
  return {
    class_section: { id: section.id, name: section.name },
    date,
    version,
    cells: cells.map((c) => ({
      day: c.day,
      period_id: c.periodId,
      class_subject_id: c.classSubjectId,
      room_id: c.roomId,
      subject: facts.classSubjects.get(c.classSubjectId)?.subject ?? '',
      teachers: (facts.teachers.get(c.classSubjectId) ?? []).map((t) => ({
        id: t,
        name: names.get(t) ?? '',
      })),
      room: c.roomId === null ? null : (facts.rooms.get(c.roomId) ?? null),
    })),
    days: daysOf(facts, section.shiftId),
    versions: facts.versions
      .filter((v) => v.classSectionId === sectionId)
      .map((v) => ({ id: v.id, effective_from: v.effectiveFrom, status: v.status })),
  };
}

const teachersOfCells = (facts: SchoolFacts, cells: readonly CellRow[]) =>
  cells.flatMap((c) => facts.teachers.get(c.classSubjectId) ?? []);

/** A class-section's timetable as the screens read it. */
export async function timetableOf(
  tx: Executor,
  facts: SchoolFacts,
  sectionId: number,
  pick: { date: string; versionId?: number },
) {
  sectionOf(facts, sectionId);
  const id = pick.versionId ?? versionOn(facts.versions, sectionId, pick.date)?.id;
  const version = id === undefined ? undefined : await versionDetail(tx, facts.schoolId, id);
  if (pick.versionId && version?.class_section_id !== sectionId) throw notFoundLabelled('version');
  const cells = version ? await readCells(tx, facts.schoolId, [version.id]) : [];
  const names = await userNames(tx, facts.schoolId, teachersOfCells(facts, cells));
  return shapeTimetable(facts, sectionId, pick.date, version ?? null, cells, names);
}

/**
 * Many class-sections' timetables in force on a date (the bulk print) in two queries whatever
 * their number: every version's cells at once, then every teacher's name at once (the
 * versions in force come from the facts already read).
 */
export async function timetablesInForce(
  tx: Executor,
  facts: SchoolFacts,
  sectionIds: readonly number[],
  date: string,
) {
  const inForce = new Map(
    sectionIds.map((id) => {
      sectionOf(facts, id);
      return [id, versionOn(facts.versions, id, date)] as const;
    }),
  );
  const versionIds = [...inForce.values()].flatMap((v) => (v ? [v.id] : []));
  const cells = await readCells(tx, facts.schoolId, versionIds);
  const names = await userNames(tx, facts.schoolId, teachersOfCells(facts, cells));
  return sectionIds.map((id) => {
    const v = inForce.get(id);
    const version = v
      ? {
          id: v.id,
          class_section_id: v.classSectionId,
          effective_from: v.effectiveFrom,
          status: v.status,
        }
      : null;
    const own = v ? cells.filter((c) => c.versionId === v.id) : [];
    return shapeTimetable(facts, id, date, version, own, names);
  });
}

const todayOf = (caller: SchoolUser) => todayIn(caller.format.timeZone);

export const timetableRoutes = [
  defineRoute({
    method: 'GET',
    path: '/timetables',
    tag: 'timetable',
    summary:
      'A class-section’s timetable: the version in force on date (today by default) or version_id, its cells {day, period_id, class_subject_id, room_id}, the bell plan of each weekday and every version; a guardian reads only their children’s class-sections',
    access: access.permission('timetable-list'),
    query: timetableQuery,
    handler: async ({ db, caller, query }) => {
      await assertMayRead(db, caller, query.class_section_id);
      const facts = await readFacts(db, caller.school.id);
      return envelope(
        await timetableOf(db, facts, query.class_section_id, {
          date: query.date ?? todayOf(caller),
          versionId: query.version_id,
        }),
      );
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/timetables',
    tag: 'timetable',
    summary:
      'Saves a class-section’s timetable as the version effective from effective_from (today by default); a teacher or room in two places at once is refused 422 naming the other class; soft warnings are answered',
    access: access.permission('timetable-edit'),
    // Optional in the schema and required below, so a bad body is named before a missing query.
    query: timetableQuery.pick({ class_section_id: true }).partial(),
    body: timetableSchema,
    audit: { entity: 'timetables', actions: ['create', 'update'] },
    handler: async ({ db, caller, query, body, audit }) => {
      const schoolId = caller.school.id;
      const from = body.effective_from ?? todayOf(caller);
      const sectionId = query.class_section_id;
      if (sectionId === undefined)
        throw validationFailed({ class_section_id: apiMessage('timetable.chooseClassSection') });
      const saved = await db.transaction(async (tx) => {
        const facts = await readFacts(tx, schoolId);
        const section = sectionOf(facts, sectionId);
        checkCells(facts, section, body.cells);
        const mine = lessonsOfCells(facts, sectionId, body.cells);
        await refuseClashes(tx, facts, mine, sectionId, from);
        const before = versionOn(facts.versions, sectionId, from);
        const beforeCells =
          before?.effectiveFrom === from ? await readCells(tx, schoolId, [before.id]) : undefined;
        const { id, created } = await writeVersion(
          tx,
          schoolId,
          sectionId,
          from,
          body.cells,
          caller.userId,
        );
        const after = { class_section_id: sectionId, effective_from: from, cells: body.cells };
        await audit(tx, {
          action: created ? 'create' : 'update',
          entity: 'timetables',
          entityId: id,
          before: beforeCells && {
            class_section_id: sectionId,
            effective_from: from,
            cells: beforeCells,
          },
          after,
        });
        const warnings = await warningsOf(tx, facts, section, mine, from);
        const refreshed = await readFacts(tx, schoolId);
        return {
          ...(await timetableOf(tx, refreshed, sectionId, { date: from, versionId: id })),
          warnings,
        };
      });
      const language = await readerLanguage();
      return envelope(
        { ...saved, warnings: saved.warnings.map((w) => renderApiText(w, language)) },
        apiMessage('done.timetableSaved'),
      );
    },
  }),
];
