/**
 * The demo's part of what the solver reads beyond the periods per week (which `demo-seed.ts`
 * sets with the timetables): the demo teacher's weekly limit and a standing meeting on the
 * school's short day, so /timetable/requirements shows one of each. Neither binds: the limit
 * is four periods over what their subjects ask of them a week, and the meeting starts after
 * every lesson of that day (the later shift's short day ends at 16:00), so the published
 * timetables, the cover board and the solver's draft of the demo stay as they were.
 */
import type { Executor } from '../../../db/client';
import { teacherLimits, teacherUnavailability } from '../../../db/schema/timetable';
import type { DemoSeedContext } from '../../demo/context';
import { demoEmail } from '../../demo/schools';
import { userIdsByEmail } from '../identity';
import type { SchoolFacts } from './store';

/** The periods a week a teacher's class-subjects ask of them, over every section of each class. */
function weeklyNeed(facts: SchoolFacts, teacherId: number, loads: ReadonlyMap<number, number>) {
  let need = 0;
  for (const [classSubjectId, teachers] of facts.teachers) {
    if (!teachers.includes(teacherId)) continue;
    const classId = facts.classSubjects.get(classSubjectId)?.classId;
    const sections = [...facts.sections.values()].filter((s) => s.classId === classId).length;
    need += (loads.get(classSubjectId) ?? 0) * sections;
  }
  return need;
}

export async function demoSolverInputs(
  ctx: DemoSeedContext,
  facts: SchoolFacts,
  loads: ReadonlyMap<number, number>,
  shortDay: number,
) {
  const tx: Executor = ctx.tx;
  const email = demoEmail('teacher', ctx.school);
  const teacher = (await userIdsByEmail(tx, ctx.schoolId, [email])).get(email);
  if (teacher === undefined) return;
  await tx.insert(teacherLimits).values({
    schoolId: ctx.schoolId,
    teacherUserId: teacher,
    maxPerDay: null,
    maxPerWeek: weeklyNeed(facts, teacher, loads) + 4,
  });
  await tx.insert(teacherUnavailability).values({
    schoolId: ctx.schoolId,
    teacherUserId: teacher,
    day: shortDay,
    startTime: '16:30:00',
    endTime: '17:30:00',
  });
}
