/**
 * The timetable demo as a new user meets it (both schools, with their life): every class-section
 * has a published timetable, no teacher is in two places at once, and the substitutions board
 * of today (or the next working day) shows a teacher on leave with two lessons covered and at
 * least one still to cover; the demo teacher has a weekly limit and a standing meeting.
 */
import { addDays } from '../../../calendar';
import { DEMO_SCHOOLS } from '../../demo/schools';
import { schoolToday } from '../attendance/test-support/helpers';
import { startTestApi, type TestApi } from '../../test-support/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
});
afterAll(() => t.close());

type Period = { id: number; start_time: string };
type Day = { day: number; periods: Period[] };
type Cell = { day: number; period_id: number; teachers: { id: number }[] };

describe.each(DEMO_SCHOOLS.map((s) => s.subdomain))('%s', (school) => {
  let as: { token: string; school: string };
  beforeAll(async () => {
    as = { token: await t.login(`admin@${school}.test`), school };
  });

  test('every class-section has a published timetable, and no teacher is in two places at once', async () => {
    const sections = (await t.call('GET', '/api/class-sections?per_page=100', as)).body.data;
    expect(sections.length).toBeGreaterThan(2);
    const seen = new Map<string, number>();
    for (const section of sections as { id: number }[]) {
      const res = await t.call('GET', `/api/timetables?class_section_id=${section.id}`, as);
      expect([res.status, res.body.message]).toEqual([200, 'OK']);
      const tt = res.body.data;
      expect(tt.version?.status).toBe('published');
      expect(tt.cells.length).toBeGreaterThan(10);
      const startOf = new Map<number, string>(
        (tt.days as Day[]).flatMap((d) => d.periods.map((p) => [p.id, p.start_time] as const)),
      );
      for (const cell of tt.cells as Cell[])
        for (const teacher of cell.teachers) {
          const key = `${teacher.id}:${cell.day}:${startOf.get(cell.period_id)}`;
          expect([key, seen.get(key)]).toEqual([key, undefined]);
          seen.set(key, section.id);
        }
    }
  });

  test('a teacher on leave: two lessons covered, at least one to cover', async () => {
    const today = await schoolToday(t, as);
    let board;
    for (let i = 0; i < 7; i++) {
      board = (await t.call('GET', `/api/substitutions?date=${addDays(today, i)}`, as)).body.data;
      if (board.day_kind === 'working') break;
    }
    const periods = board.periods as { substitute: unknown; suggestions: unknown[] }[];
    expect(periods.filter((p) => p.substitute !== null)).toHaveLength(2);
    expect(periods.filter((p) => p.substitute === null).length).toBeGreaterThan(0);
    expect(periods.every((p) => p.suggestions.length > 0)).toBe(true);
  });

  test('the requirements screen has one of each: periods per week, a teacher limit, an unavailable time', async () => {
    const call = async (path: string) => (await t.call('GET', path, as)).body.data;
    const loads = (await call('/api/timetables/loads')) as { periods_per_week: number | null }[];
    expect(loads.some((l) => l.periods_per_week !== null)).toBe(true);
    const limits = (await call('/api/timetables/teacher-limits')) as {
      teacher_user_id: number;
      max_per_week: number | null;
    }[];
    const limited = limits.filter((l) => l.max_per_week !== null);
    expect(limited).toHaveLength(1);
    const spans = (await call('/api/timetables/unavailability')) as {
      teacher_user_id: number;
      start_time: string;
    }[];
    expect(spans).toEqual([
      expect.objectContaining({
        teacher_user_id: limited[0]?.teacher_user_id,
        start_time: '16:30',
      }),
    ]);
  });
});
