/**
 * The demo school (riverside, with its life) drafted whole through the API and the job, as the
 * admin does it: every lesson placed, every lesson in a room, each class-section kept in its
 * home room (the room of its timetable in force), and no room holding two lessons at once.
 */
import { addDays } from '../../../../calendar';
import { drainJobs } from '../../../../jobs';
import { schoolToday } from '../../attendance/test-support/helpers';
import { startTestApi, type TestApi } from '../../../test-support/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
});
afterAll(() => t.close());

type Cell = { day: number; period_id: number; room_id: number | null };
type Period = { id: number; start_time: string; end_time: string };

test('the demo school drafted whole: every lesson placed, in its home room, no room twice at once', async () => {
  const as = { token: await t.login('admin@riverside.test'), school: 'riverside' };
  const today = await schoolToday(t, as);
  const monday = addDays(today, (8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7 || 7);
  const queued = await t.call('POST', '/api/timetables/draft', {
    ...as,
    body: { effective_from: monday },
  });
  expect(queued.status).toBe(202);
  await drainJobs({ queue: 'timetable-draft' });
  const job = (await t.call('GET', `/api/jobs/${queued.body.data.job_id}`, as)).body.data;
  expect(job.result).toMatchObject({ ok: true, problems: [] });
  const drafted = job.result.sections as {
    class_section_id: number;
    version_id: number;
    placed: number;
    required: number;
  }[];
  expect(drafted.length).toBeGreaterThan(2);
  const held: { room: number; day: number; start: string; end: string }[] = [];
  for (const d of drafted) {
    expect(d.placed).toBe(d.required);
    const read = async (query: string) =>
      (await t.call('GET', `/api/timetables?class_section_id=${d.class_section_id}${query}`, as))
        .body.data;
    const draft = await read(`&version_id=${d.version_id}`);
    const inForce = await read(`&date=${today}`);
    const homes = new Set((inForce.cells as Cell[]).map((c) => c.room_id));
    expect(homes.size).toBe(1);
    expect(homes.has(null)).toBe(false);
    const times = new Map<number, Period>(
      (draft.days as { periods: Period[] }[]).flatMap((day) =>
        day.periods.map((p) => [p.id, p] as const),
      ),
    );
    for (const cell of draft.cells as Cell[]) {
      expect(homes.has(cell.room_id)).toBe(true);
      const period = times.get(cell.period_id);
      held.push({
        room: cell.room_id ?? 0,
        day: cell.day,
        start: period?.start_time ?? '',
        end: period?.end_time ?? '',
      });
    }
  }
  const twice = held.filter((a, i) =>
    held
      .slice(i + 1)
      .some((b) => a.room === b.room && a.day === b.day && a.start < b.end && b.start < a.end),
  );
  expect(twice).toEqual([]);
}, 120_000);
