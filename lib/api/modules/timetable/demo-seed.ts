/**
 * The timetable's part of the demo (life): a bell schedule per shift (a full day of six periods
 * with a break, and a short last day: Saturday where the school works it, else Friday), the
 * periods per week of each class-subject, a published timetable for every class-section placed
 * greedily without clashes (each class-subject's teacher is shared by the class's sections)
 * in the class-section's home room,
 * and, for the teacher the leave demo sends on leave today (or the next working day), two of
 * their lessons covered — one by the demo teacher where they are free — and the rest to cover;
 * the demo teacher's weekly limit and a standing meeting (`demo-inputs.ts`);
 * then attendance's period demo (Hillcrest takes attendance by period) over these lessons.
 * Orders come from the seed's `random('timetable')`, so every machine shows the same demo.
 */
import { addDays, dayKind, todayIn, WEEKDAYS } from '../../../calendar';
import type { Executor } from '../../../db/client';
import {
  classSubjectLoads,
  rooms,
  substitutions,
  timetableCells,
  timetableVersions,
} from '../../../db/schema/timetable';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import type { Random } from '../../demo/random';
import { demoEmail } from '../../demo/schools';
import { periodAttendanceDemo } from '../attendance';
import { schoolCalendar } from '../calendar';
import { userIdsByEmail } from '../identity';
import { staffOnLeaveOn } from '../leave';
import { schoolSetting } from '../platform';
import { createBellSchedule } from './bell-schedules';
import { demoSolverInputs } from './demo-inputs';
import { weekOf } from './rules/substitutes';
import { substitutionBoard } from './substitutions';
import { planFor, readFacts, type SchoolFacts } from './store';

const LESSON = 40;
const BREAK = 20;

function clock(start: string, minutes: number) {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** `count` periods from `start`, with a break after the third. */
function periodsFrom(start: string, count: number) {
  const periods: {
    name: string;
    kind: 'period' | 'break';
    start_time: string;
    end_time: string;
  }[] = [];
  let at = 0;
  for (let n = 1; n <= count; n++) {
    periods.push({
      name: `Period ${n}`,
      kind: 'period',
      start_time: clock(start, at),
      end_time: clock(start, at + LESSON),
    });
    at += LESSON;
    if (n === 3 && count > 3) {
      periods.push({
        name: 'Break',
        kind: 'break',
        start_time: clock(start, at),
        end_time: clock(start, at + BREAK),
      });
      at += BREAK;
    }
  }
  return periods;
}

/** The weekday of the short plan: Saturday where the school works it, else its last workday. */
const shortDayOf = (workdays: number[]) => (workdays.includes(6) ? 6 : (workdays.at(-1) ?? 5));

async function addPlans(tx: Executor, facts: SchoolFacts, workdays: number[]) {
  const short = [shortDayOf(workdays)];
  const full = workdays.filter((d) => !short.includes(d));
  const shifts = [...new Set([...facts.sections.values()].map((s) => s.shiftId))].sort(
    (a, b) => (a ?? Infinity) - (b ?? Infinity),
  );
  for (const [i, shiftId] of shifts.entries()) {
    const start = i === 0 ? '08:00' : '13:00';
    const label = shiftId === null ? 'Whole school' : `Shift ${i + 1}`;
    await createBellSchedule(tx, facts.schoolId, {
      name: `${label}: full day`,
      shift_id: shiftId,
      days: full,
      periods: periodsFrom(start, 6),
    });
    await createBellSchedule(tx, facts.schoolId, {
      name: `${label}: short day`,
      shift_id: shiftId,
      days: short,
      periods: periodsFrom(start, 4),
    });
  }
}

type Placed = { day: number; periodId: number; classSubjectId: number };

/** Places each class-subject's weekly load in the section's free cells where its teachers are free. */
function placeSection(
  facts: SchoolFacts,
  sectionId: number,
  loads: Map<number, number>,
  busy: Set<string>,
  workdays: number[],
  random: Random,
): Placed[] {
  const section = facts.sections.get(sectionId);
  if (!section) return [];
  const slots = workdays.flatMap((day) => {
    const plan = planFor(facts, section.shiftId, day);
    return [...facts.periods.values()]
      .filter((p) => p.scheduleId === plan?.id && p.kind === 'period')
      .map((p) => ({ day, periodId: p.id, start: p.start }));
  });
  const placed: Placed[] = [];
  const taken = new Set<string>();
  for (const [classSubjectId, load] of loads) {
    const teachers = facts.teachers.get(classSubjectId) ?? [];
    const offset = random.int(0, slots.length - 1);
    const order = [...slots.slice(offset), ...slots.slice(0, offset)];
    let left = load;
    // First each lesson on a day of its own, then anywhere free.
    for (const sameDayAllowed of [false, true])
      for (const slot of order) {
        if (left === 0) break;
        const free =
          !taken.has(`${slot.day}:${slot.periodId}`) &&
          teachers.every((t) => !busy.has(`${t}:${slot.day}:${slot.start}`)) &&
          (sameDayAllowed ||
            !placed.some((p) => p.classSubjectId === classSubjectId && p.day === slot.day));
        if (!free) continue;
        taken.add(`${slot.day}:${slot.periodId}`);
        for (const t of teachers) busy.add(`${t}:${slot.day}:${slot.start}`);
        placed.push({ day: slot.day, periodId: slot.periodId, classSubjectId });
        left--;
      }
  }
  return placed;
}

/** Each class's subjects (one per subject: a subject split by term keeps its first) and their loads. */
function classLoads(facts: SchoolFacts, classId: number, weeklySlots: number) {
  const bySubject = new Map<number, number>();
  for (const cs of facts.classSubjects.values())
    if (cs.classId === classId && !bySubject.has(cs.subjectId)) bySubject.set(cs.subjectId, cs.id);
  const each = Math.max(
    1,
    Math.min(6, Math.floor((weeklySlots * 0.8) / Math.max(1, bySubject.size))),
  );
  return new Map([...bySubject.values()].map((id) => [id, each]));
}

async function coverToday(ctx: DemoSeedContext, today: string) {
  const { tx, schoolId } = ctx;
  const calendar = await schoolCalendar(tx, schoolId, today, addDays(today, 14));
  let date = today;
  while (dayKind(date, calendar) !== 'working' && date < addDays(today, 14))
    date = addDays(date, 1);
  const [absent] = [...(await staffOnLeaveOn(tx, schoolId, date))];
  if (absent === undefined) return;
  const demoTeacher = (await userIdsByEmail(tx, schoolId, [demoEmail('teacher', ctx.school)])).get(
    demoEmail('teacher', ctx.school),
  );
  for (let covered = 0; covered < 2; covered++) {
    const board = await substitutionBoard(tx, schoolId, date);
    const open = board.view.periods.filter(
      (p) => p.substitute === null && p.absent.some((a) => a.id === absent),
    );
    // Leave at least one lesson to cover.
    const lesson = open.length > 1 ? open[0] : undefined;
    if (!lesson) return;
    const substitute =
      lesson.suggestions.find((s) => s.user_id === demoTeacher && covered === 0) ??
      lesson.suggestions[0];
    if (!substitute) return;
    await tx.insert(substitutions).values({
      schoolId,
      date,
      classSectionId: lesson.class_section_id,
      periodId: lesson.period_id,
      classSubjectId: lesson.class_subject_id,
      absentUserId: absent,
      substituteUserId: substitute.user_id,
      createdByUserId: ctx.adminUserId,
    });
  }
}

async function life(ctx: DemoSeedContext) {
  const { tx, schoolId } = ctx;
  const random = ctx.random('timetable');
  const today = todayIn((await schoolSetting(tx, schoolId, 'timezone')) ?? 'UTC');
  const { weeklyOffDays } = await schoolCalendar(tx, schoolId, today, today);
  const workdays = [1, 2, 3, 4, 5, 6, 7].filter(
    (d) => !weeklyOffDays.includes(WEEKDAYS[d % 7] ?? 'sunday'),
  );
  let facts = await readFacts(tx, schoolId);
  if (!facts.sections.size || !workdays.length) return;
  await addPlans(tx, facts, workdays);
  facts = await readFacts(tx, schoolId);
  const weeklySlots = (workdays.length - 1) * 6 + 4;
  const effectiveFrom = weekOf(addDays(today, -28)).monday;
  const busy = new Set<string>();
  const allLoads = new Map<number, number>();
  // A home room per class-section: its lessons are held there, so rooms never clash.
  const homeRooms = await tx
    .insert(rooms)
    .values(
      [...facts.sections.keys()].map((_, i) => ({
        schoolId,
        name: `Room ${101 + i}`,
        capacity: 40,
      })),
    )
    .returning({ id: rooms.id });
  for (const [i, section] of [...facts.sections.values()].entries()) {
    const roomId = homeRooms[i]?.id ?? null;
    const loads = classLoads(facts, section.classId, weeklySlots);
    for (const [id, n] of loads) allLoads.set(id, n);
    await tx
      .insert(classSubjectLoads)
      .values(
        [...loads].map(([classSubjectId, periodsPerWeek]) => ({
          schoolId,
          classSubjectId,
          periodsPerWeek,
        })),
      )
      .onConflictDoNothing();
    const placed = placeSection(facts, section.id, loads, busy, workdays, random);
    const [version] = await tx
      .insert(timetableVersions)
      .values({
        schoolId,
        classSectionId: section.id,
        effectiveFrom,
        status: 'published',
        createdByUserId: ctx.adminUserId,
        publishedAt: new Date(),
        publishedByUserId: ctx.adminUserId,
      })
      .returning({ id: timetableVersions.id });
    if (version && placed.length)
      await tx
        .insert(timetableCells)
        .values(placed.map((p) => ({ schoolId, versionId: version.id, roomId, ...p })));
  }
  await coverToday(ctx, today);
  await demoSolverInputs(ctx, facts, allLoads, shortDayOf(workdays));
  // Hillcrest takes attendance by period: a few lessons of its latest school day are taken.
  await periodAttendanceDemo(ctx);
}

export const timetableDemoSeed: ModuleDemoSeed = { module: 'timetable', life };
