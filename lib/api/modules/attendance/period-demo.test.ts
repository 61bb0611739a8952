/**
 * The period attendance demo as a new user meets it: Riverside marks by day (the setting off),
 * Hillcrest by period, with lessons of its latest school day taken, so the period screen
 * opens on a saved lesson and the class register shows the period marks beside the day.
 */
import { eq } from 'drizzle-orm';
import { periodAttendance } from '../../../db/schema';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { schoolIdOf } from './test-support/helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
});
afterAll(() => t.close());

const as = async (school: string) => ({ token: await t.login(`admin@${school}.test`), school });

test('Riverside keeps attendance by day', async () => {
  const res = await t.call('GET', '/api/attendance-settings', await as('riverside'));
  expect(res.body.data).toEqual({ by_period: false, daily_rule: 'first_period' });
});

test('Hillcrest takes it by period: a lesson taken, the day and the register follow', async () => {
  const hillcrest = await as('hillcrest');
  const settings = await t.call('GET', '/api/attendance-settings', hillcrest);
  expect(settings.body.data).toEqual({ by_period: true, daily_rule: 'majority' });
  const rows = await t.handle.db
    .select()
    .from(periodAttendance)
    .where(eq(periodAttendance.schoolId, await schoolIdOf(t, 'hillcrest')));
  expect(rows.length).toBeGreaterThan(5);
  const first = rows[0]!;
  const lesson = await t.call(
    'GET',
    `/api/attendance/periods?date=${first.date}&class_section_id=${first.classSectionId}&period_id=${first.periodId}`,
    hillcrest,
  );
  expect([lesson.status, lesson.body.data?.saved]).toEqual([200, true]);
  const day = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${first.classSectionId}&date=${first.date}`,
    hillcrest,
  );
  expect(day.body.data.saved).toBe(true);
  const taken = (day.body.data.marks as { period_codes: (number | null)[] }[]).filter((m) =>
    m.period_codes.some((c) => c !== null),
  );
  expect(taken.length).toBeGreaterThan(0);
});
