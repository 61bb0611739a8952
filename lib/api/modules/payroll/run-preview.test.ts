/**
 * GET /api/payroll-runs/preview: what "Run payroll" would make (its confirmation states it),
 * equal to what the run then makes, with nothing kept; refused to those who may not run
 * payroll, and a bad month named on its field.
 */
import { unique, type TestApi } from '../../test-support/harness';
import { startAsAdmin, type As } from '../academics/test-support/factories';

let t: TestApi;
let as: As;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown) {
  const res = await t.call(method, path, { ...as, body });
  if (res.status !== 200)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

test('the preview states the payslips and total the run then makes, and keeps nothing', async () => {
  const me = await ok('GET', '/api/me');
  await ok('POST', '/api/salary-structures', {
    user_id: me.user.id,
    basic: 310000,
    effective_from: '2037-01',
    components: [],
  });
  const runs = async () => (await ok('GET', '/api/payroll-runs?per_page=100')).length;
  const before = await runs();
  const preview = await ok('GET', '/api/payroll-runs/preview?month=2037-02');
  expect(preview).toMatchObject({ month: '2037-02', recomputes: false });
  expect(preview.payslips).toBeGreaterThan(0);
  expect(await runs()).toBe(before);

  const run = await ok('POST', '/api/payroll-runs', { month: '2037-02' });
  expect({ payslips: run.payslips, total_net: run.total_net }).toEqual({
    payslips: preview.payslips,
    total_net: preview.total_net,
  });
  // A draft's preview says it recomputes the draft.
  expect(await ok('GET', '/api/payroll-runs/preview?month=2037-02')).toMatchObject({
    recomputes: true,
    payslips: run.payslips,
  });
  expect((await ok('GET', `/api/payroll-runs/${run.id}`)).status).toBe('draft');

  const bad = await t.call('GET', '/api/payroll-runs/preview?month=2037-13', as);
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors)).toEqual(['month']);
  const email = `${unique('nopay')}@example.test`;
  await ok('POST', '/api/teachers', {
    full_name: 'No Payroll',
    email,
    joining_date: '2026-01-05',
    password: 'Correct-horse-1',
  });
  const teacher = {
    token: await t.login(email, 'Correct-horse-1', 'riverside'),
    school: 'riverside',
  };
  expect((await t.call('GET', '/api/payroll-runs/preview?month=2037-02', teacher)).status).toBe(
    403,
  );
});
