/**
 * Rooms chosen by the solver through the real API and lib/jobs (PGlite by default, PostgreSQL
 * with TEST_DATABASE_URL), on the test-support setup: two sections whose timetables in force
 * share one home room, that room taken on Monday's first period by a class not drafted, a room
 * too small for the section with students. The draft keeps the home room wherever it is free,
 * never puts a room in two places at once, and keeps capacities.
 */
import { addDays } from '../../../../calendar';
import { drainJobs } from '../../../../jobs';
import { admin, make, type As } from '../../academics/test-support/factories';
import { schoolToday } from '../../attendance/test-support/helpers';
import { studentBody } from '../../people/test-support';
import { startTestApi, unique, type TestApi } from '../../../test-support/harness';
import { timetableSetup, type Setup } from '../test-support/setup';

let t: TestApi;
let riverside: As;
let today: string;
let monday: string;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  today = await schoolToday(t, riverside);
  monday = addDays(today, (8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7 || 7);
});
afterAll(() => t.close());

type Cell = { day: number; period_id: number; class_subject_id: number; room_id: number | null };

/** Publishes one lesson in a room from today: the section's timetable in force. */
async function publishOne(s: Setup, section: number, day: number, room: number) {
  const res = await t.call('PUT', `/api/timetables?class_section_id=${section}`, {
    ...riverside,
    body: {
      effective_from: today,
      cells: [
        { day, period_id: s.periods[0], class_subject_id: s.art.classSubjectId, room_id: room },
      ],
    },
  });
  expect(res.status).toBe(200);
}

test('the home room kept where free, never a room twice at once, a room too small never chosen', async () => {
  const s = await timetableSetup(t, riverside);
  const other = await timetableSetup(t, riverside);
  const home = s.room.id as number;
  const tiny = (await make(t, riverside, '/api/rooms', { name: unique('Closet'), capacity: 1 }))
    .id as number;
  // Both sections' timetables in force use the same room: it is home to both.
  await publishOne(s, s.csA.id, 3, home);
  await publishOne(s, s.csB.id, 2, home);
  // A class not drafted holds the home room on Monday's first period.
  await publishOne(other, other.csA.id, 1, home);
  // Section A has two students: the closet (capacity 1) cannot hold them.
  for (let i = 0; i < 2; i++) await make(t, riverside, '/api/students', studentBody(s.csA.id));
  await t.call('PUT', '/api/timetables/loads', {
    ...riverside,
    body: {
      loads: [
        { class_subject_id: s.maths.classSubjectId, periods_per_week: 5 },
        { class_subject_id: s.art.classSubjectId, periods_per_week: 3 },
      ],
    },
  });
  const queued = await t.call('POST', '/api/timetables/draft', {
    ...riverside,
    body: { effective_from: monday, class_section_ids: [s.csA.id, s.csB.id] },
  });
  await drainJobs({ queue: 'timetable-draft' });
  const job = (await t.call('GET', `/api/jobs/${queued.body.data.job_id}`, riverside)).body.data;
  expect(job.result).toMatchObject({ ok: true, problems: [] });
  const drafted = job.result.sections as { class_section_id: number; version_id: number }[];
  const cellsOf = async (section: number) => {
    const version = drafted.find((d) => d.class_section_id === section)?.version_id;
    const res = await t.call(
      'GET',
      `/api/timetables?class_section_id=${section}&version_id=${version}`,
      riverside,
    );
    return res.body.data.cells as Cell[];
  };
  const a = await cellsOf(s.csA.id);
  const b = await cellsOf(s.csB.id);
  expect([a.length, b.length]).toEqual([8, 8]);
  expect([...a, ...b].filter((c) => c.room_id === null)).toEqual([]);
  // One bell plan: lessons meet when they share a day and period.
  const at = (c: Cell) => `${c.day}:${c.period_id}`;
  const together = a.filter((x) => b.some((y) => at(y) === at(x)));
  for (const x of together) expect(b.find((y) => at(y) === at(x))?.room_id).not.toBe(x.room_id);
  const mondayFirst = `1:${s.periods[0]}`;
  expect([...a, ...b].filter((c) => at(c) === mondayFirst && c.room_id === home)).toEqual([]);
  expect(a.filter((c) => c.room_id === tiny)).toEqual([]);
  // Wherever the home room is free, one of the two sections has it.
  const times = new Set([...a, ...b].map(at));
  times.delete(mondayFirst);
  const inHome = new Set([...a, ...b].filter((c) => c.room_id === home).map(at));
  expect(inHome).toEqual(times);
});
