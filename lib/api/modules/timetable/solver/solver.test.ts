/**
 * The solver on instances written by hand: a known answer (two sections sharing a teacher:
 * loads met, no teacher in two places, the subject spread over days), the pre-checks naming
 * the requirement that cannot be met, and a conflict only the model finds (two sections both
 * needing their one shared teacher in the only period they have).
 */
import { hardClashes } from '../rules/clashes';
import type { Lesson } from '../rules/lessons';
import type { SolverInstance, SolverSection } from './instance';
import { slot, WEEK } from './test-slots';
import { precheck } from './precheck';
import { draftTimetable } from './solve';

const maths = (teacher: number, load: number) => ({
  classSubjectId: 10,
  subjectId: 100,
  subject: 'Maths',
  load,
  teacherIds: [teacher],
});
const art = (teacher: number, load: number) => ({
  classSubjectId: 11,
  subjectId: 101,
  subject: 'Art',
  load,
  teacherIds: [teacher],
});

const section = (
  id: number,
  lessons: SolverSection['lessons'],
  slots = WEEK,
  room: { home: number; students: number | null } | null = null,
): SolverSection => ({
  id,
  name: `Grade 5 - ${id === 1 ? 'A' : 'B'}`,
  slots,
  lessons,
  roomId: room?.home ?? null,
  students: room?.students ?? null,
});

const instance = (
  sections: SolverSection[],
  teachers: [number, string, number | null, number | null][] = [],
  taken: SolverInstance['taken'] = [],
  rooms: SolverInstance['rooms'] = [],
): SolverInstance => ({
  sections,
  teachers: new Map(
    teachers.map(([id, name, maxPerDay, maxPerWeek]) => [id, { name, maxPerDay, maxPerWeek }]),
  ),
  taken,
  rooms,
});

const asLessons = (
  s: SolverSection,
  cells: { day: number; period_id: number; class_subject_id: number }[],
): Lesson[] =>
  cells.map((c) => {
    const at = s.slots.find((x) => x.day === c.day && x.periodId === c.period_id)!;
    const lesson = s.lessons.find((l) => l.classSubjectId === c.class_subject_id)!;
    return {
      classSectionId: s.id,
      classSection: s.name,
      classSubjectId: c.class_subject_id,
      subjectId: lesson.subjectId,
      subject: lesson.subject,
      day: c.day,
      periodId: c.period_id,
      period: '',
      start: at.start,
      end: at.end,
      teacherIds: lesson.teacherIds,
      roomId: null,
    };
  });

test('two sections sharing a Maths teacher: every load met, never two places at once, one Maths a day', async () => {
  const a = section(1, [maths(7, 5), art(8, 3)]);
  const b = section(2, [maths(7, 5), art(9, 3)]);
  const outcome = await draftTimetable(instance([a, b]), { timeLimitSeconds: 20 });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  const [da, db] = outcome.sections;
  expect([da!.placed, da!.required, db!.placed, db!.required]).toEqual([8, 8, 8, 8]);
  const count = (cells: { class_subject_id: number }[], id: number) =>
    cells.filter((c) => c.class_subject_id === id).length;
  expect([count(da!.cells, 10), count(da!.cells, 11)]).toEqual([5, 3]);
  const lessonsA = asLessons(a, da!.cells);
  const lessonsB = asLessons(b, db!.cells);
  expect(hardClashes(lessonsA, lessonsB)).toEqual([]);
  // Ten periods a week, Maths five and Art three: each can keep to one a day.
  expect([da!.spread_met, da!.spread_total, db!.spread_met]).toEqual([2, 2, 2]);
  expect(outcome.optimal).toBe(true);
});

test('a teacher’s unavailability and lessons elsewhere are kept free', async () => {
  const a = section(1, [maths(7, 4)]);
  const outcome = await draftTimetable(
    instance(
      [a],
      [],
      [
        { teacherIds: [7], roomId: null, day: 1, start: '09:00', end: '10:30', lesson: false },
        { teacherIds: [7], roomId: null, day: 2, start: '09:30', end: '09:50', lesson: true },
      ],
    ),
    { timeLimitSeconds: 20 },
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  const cells = outcome.sections[0]!.cells;
  expect(cells).toHaveLength(4);
  expect(cells.filter((c) => c.day === 1 || c.day === 2)).toEqual([]);
});

test.each([
  ['no class-section with periods per week', instance([]), { code: 'noLoads', values: {} }],
  [
    'a section asked more periods than its plan has',
    instance([section(1, [maths(7, 8), art(8, 4)])]),
    {
      code: 'sectionOverBell',
      values: { class_section: 'Grade 5 - A', needed: 12, available: 10 },
    },
  ],
  [
    'a teacher asked more than their weekly limit',
    instance([section(1, [maths(7, 5)]), section(2, [maths(7, 5)])], [[7, 'Mr Rao', null, 8]]),
    { code: 'teacherOverLimit', values: { teacher: 'Mr Rao', needed: 10, limit: 8 } },
  ],
  [
    'a teacher asked more periods than the week has for them',
    instance([section(1, [maths(7, 6)]), section(2, [maths(7, 6)])], [[7, 'Mr Rao', null, null]]),
    { code: 'teacherNoTime', values: { teacher: 'Mr Rao', needed: 12, available: 10 } },
  ],
  [
    'a subject asked more periods than its teacher is free in the section',
    instance(
      [section(1, [maths(7, 3)], WEEK.slice(0, 4))],
      [[7, 'Mr Rao', null, null]],
      [{ teacherIds: [7], roomId: null, day: 1, start: '09:00', end: '10:30', lesson: false }],
    ),
    {
      code: 'lessonNoTime',
      values: { class_section: 'Grade 5 - A', subject: 'Maths', needed: 3, available: 2 },
    },
  ],
])('%s is named before solving', async (_name, given, problem) => {
  expect(precheck(given)).toContainEqual(problem);
  expect(await draftTimetable(given, { timeLimitSeconds: 5 })).toEqual({
    ok: false,
    problems: expect.arrayContaining([problem]),
  });
});

test('a conflict no count shows is named by what the best timetable leaves out', async () => {
  // Both sections need their shared teacher in the one period they have: the count sees it.
  const one = [slot(1, 1, '09:00', '09:45')];
  const given = instance(
    [section(1, [maths(7, 1)], one), section(2, [maths(7, 1)], one)],
    [[7, 'Mr Rao', null, null]],
  );
  expect(precheck(given)).toEqual([
    { code: 'teacherNoTime', values: { teacher: 'Mr Rao', needed: 2, available: 1 } },
  ]);
  // Without the count (a limit per day instead), the model finds it.
  const twoTimes = [slot(1, 1, '09:00', '09:45'), slot(1, 2, '09:45', '10:30')];
  const limited = instance(
    [section(1, [maths(7, 1)], twoTimes), section(2, [maths(7, 1)], twoTimes)],
    [[7, 'Mr Rao', 1, null]],
  );
  expect(precheck(limited)).toEqual([]);
  const outcome = await draftTimetable(limited, { timeLimitSeconds: 5 });
  expect(outcome).toEqual({
    ok: false,
    problems: [
      {
        code: 'lessonUnplaced',
        values: expect.objectContaining({ subject: 'Maths', placed: 0, needed: 1 }),
      },
    ],
  });
});
