/**
 * Hard clashes: a teacher or a room in two places at once. Checked here only, over lessons the
 * caller has loaded (the version being saved, and every other class-section's lessons in force
 * at some date of its span), so the rule is one pure function with table tests.
 */
import { meets, type Lesson } from './lessons';

export type Clash = {
  kind: 'teacher' | 'room';
  /** The teacher's user id or the room's id. */
  who: number;
  lesson: Lesson;
  other: Lesson;
};

function clashBetween(lesson: Lesson, other: Lesson): Clash | null {
  if (!meets(lesson, other)) return null;
  const teacher = lesson.teacherIds.find((id) => other.teacherIds.includes(id));
  if (teacher !== undefined) return { kind: 'teacher', who: teacher, lesson, other };
  if (lesson.roomId !== null && lesson.roomId === other.roomId)
    return { kind: 'room', who: lesson.roomId, lesson, other };
  return null;
}

/**
 * Every clash of `mine` (a version's lessons) with itself and with `others` (lessons of other
 * class-sections), in the order of `mine`; each pair once.
 */
export function hardClashes(mine: readonly Lesson[], others: readonly Lesson[]): Clash[] {
  const found: Clash[] = [];
  mine.forEach((lesson, index) => {
    for (const other of [...mine.slice(0, index), ...others]) {
      const clash = clashBetween(lesson, other);
      if (clash) found.push(clash);
    }
  });
  return found;
}
