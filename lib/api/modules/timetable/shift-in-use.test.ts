/**
 * A shift a bell schedule names cannot be deleted: a 409 naming the plan (the academics
 * module's "in use" refusal, with the look-up the timetable registers under the shift), not
 * the database's foreign-key refusal ("in use or missing", naming nothing). Once the plan is
 * gone the shift goes.
 */
import { sql } from 'drizzle-orm';
import { admin, make, type As } from '../academics/test-support/factories';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { PERIODS } from './test-support/setup';

let t: TestApi;
let riverside: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
});
afterAll(() => t.close());

async function shiftWithPlan() {
  const shift = await make(t, riverside, '/api/shifts', {
    name: unique('Evening'),
    start_time: '14:00',
    end_time: '19:00',
  });
  const plan = await make(t, riverside, '/api/bell-schedules', {
    name: unique('Evening bells'),
    shift_id: shift.id,
    days: [1, 2, 3],
    periods: PERIODS,
  });
  return { shift, plan };
}

test('deleting a shift a bell schedule names is a 409 naming the plan; without it, it goes', async () => {
  const { shift, plan } = await shiftWithPlan();
  const refused = await t.call('DELETE', `/api/shifts/${shift.id}`, riverside);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(
    `This shift is used by 1 bell schedule: ${plan.name}. Remove or change those first.`,
  );
  expect((await t.call('GET', `/api/shifts/${shift.id}`, riverside)).status).toBe(200);

  expect((await t.call('DELETE', `/api/bell-schedules/${plan.id}`, riverside)).status).toBe(200);
  expect((await t.call('DELETE', `/api/shifts/${shift.id}`, riverside)).status).toBe(200);
});

test('the refusal names the plan in the reader’s language too', async () => {
  const { shift, plan } = await shiftWithPlan();
  await t.handle.db.execute(
    sql`update users set locale = 'fr' where email = 'admin@riverside.test'`,
  );
  try {
    const refused = await t.call('DELETE', `/api/shifts/${shift.id}`, riverside);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Cet enregistrement est utilisé par : ${plan.name}. Supprimez-les ou modifiez-les d'abord.`,
    );
  } finally {
    await t.handle.db.execute(
      sql`update users set locale = 'en' where email = 'admin@riverside.test'`,
    );
  }
});
