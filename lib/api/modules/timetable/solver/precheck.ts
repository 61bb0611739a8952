/**
 * Requirements that cannot be met whatever the placement, found by counting before any model
 * is built: a class-section asked more periods than its bell plan has, a teacher asked more
 * than their weekly limit or than their free periods, a class-subject asked more periods than
 * its teachers are free in the section's plan. Each names who and how many, so the admin
 * knows what to change ("Grade 5 - A needs 38 periods a week, its bell schedule has 35").
 */
import { meets } from '../rules/lessons';
import type { Problem, SolverInstance, SolverSection, SolverSlot, Taken } from './instance';

/**
 * Whether the slot is free for these teachers (nothing taken of theirs meets it). Rooms do not
 * restrict the times: they are chosen once the times are (room-assignment.ts).
 */
export function slotFree(
  slot: SolverSlot,
  teacherIds: readonly number[],
  taken: readonly Taken[],
): boolean {
  return !taken.some((t) => meets(slot, t) && t.teacherIds.some((id) => teacherIds.includes(id)));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Every teacher's periods asked by the sections drafted. */
export function teacherDemand(sections: readonly SolverSection[]): Map<number, number> {
  const demand = new Map<number, number>();
  for (const section of sections)
    for (const lesson of section.lessons)
      for (const id of lesson.teacherIds) demand.set(id, (demand.get(id) ?? 0) + lesson.load);
  return demand;
}

/** The distinct times (weekday and start–end) of the drafted sections' plans a teacher is free. */
function freeTimes(instance: SolverInstance, teacherId: number): number {
  const times = new Map<string, SolverSlot>();
  for (const section of instance.sections)
    for (const slot of section.slots) times.set(`${slot.day}:${slot.start}:${slot.end}`, slot);
  const free = [...times.values()].filter((slot) => slotFree(slot, [teacherId], instance.taken));
  // Overlapping times of two plans count once: a teacher can take only one of them.
  let count = 0;
  for (const day of new Set(free.map((s) => s.day))) {
    let end = '';
    for (const slot of free.filter((s) => s.day === day).sort((a, b) => (a.end < b.end ? -1 : 1)))
      if (slot.start >= end) {
        count++;
        end = slot.end;
      }
  }
  return count;
}

export function precheck(instance: SolverInstance): Problem[] {
  if (!instance.sections.length) return [{ code: 'noLoads', values: {} }];
  const problems: Problem[] = [];
  for (const section of instance.sections) {
    const needed = sum(section.lessons.map((l) => l.load));
    if (needed > section.slots.length)
      problems.push({
        code: 'sectionOverBell',
        values: { class_section: section.name, needed, available: section.slots.length },
      });
    for (const lesson of section.lessons) {
      const available = section.slots.filter((slot) =>
        slotFree(slot, lesson.teacherIds, instance.taken),
      ).length;
      if (lesson.load > available)
        problems.push({
          code: 'lessonNoTime',
          values: {
            class_section: section.name,
            subject: lesson.subject,
            needed: lesson.load,
            available,
          },
        });
    }
  }
  for (const [teacherId, asked] of teacherDemand(instance.sections)) {
    const teacher = instance.teachers.get(teacherId);
    const name = teacher?.name ?? '';
    const alreadyTeaching = instance.taken.filter(
      (t) => t.lesson && t.teacherIds.includes(teacherId),
    ).length;
    const needed = asked + alreadyTeaching;
    if (teacher?.maxPerWeek != null && needed > teacher.maxPerWeek)
      problems.push({
        code: 'teacherOverLimit',
        values: { teacher: name, needed, limit: teacher.maxPerWeek },
      });
    const available = freeTimes(instance, teacherId);
    if (asked > available)
      problems.push({ code: 'teacherNoTime', values: { teacher: name, needed: asked, available } });
  }
  return problems;
}
