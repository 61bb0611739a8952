/**
 * A finalised run tells each staff member their payslip is there (issue 28), the payslip's PDF
 * attached; a draft tells nobody. Read from `notification_deliveries`.
 */
import { textItems } from '../../../pdf/test-support/text-items';
import { unique, type TestApi } from '../../test-support/harness';
import { deliveriesUnder } from '../../test-support/notice-deliveries';
import { startAsAdmin, type As } from '../academics/test-support/factories';
import { schoolIdOf } from '../attendance/test-support/helpers';
import { payslipAttachment } from './papers';

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

test('finalising a run tells each payslip’s owner, the payslip attached', async () => {
  const name = `Payee ${unique('t')}`;
  const payee = await ok('POST', '/api/teachers', {
    full_name: name,
    email: `${unique('pay')}@example.test`,
    joining_date: '2026-01-05',
    password: 'Correct-horse-1',
  });
  await ok('POST', '/api/salary-structures', {
    user_id: payee.id,
    basic: 250000,
    effective_from: '2032-01',
    components: [],
  });
  const run = await ok('POST', '/api/payroll-runs', { month: '2032-05' });
  const slips = (await ok('GET', `/api/payslips?run_id=${run.id}&per_page=100`)) as {
    id: number;
    user_id: number;
    month: string;
  }[];
  const mine = slips.find((s) => s.user_id === payee.id);
  expect(mine).toBeDefined();
  expect(await deliveriesUnder(t, 'payslip_available:')).toEqual([]); // a draft tells nobody

  await ok('POST', `/api/payroll-runs/${run.id}/finalise`);
  const told = await deliveriesUnder(t, 'payslip_available:');
  const ofRun = told.filter((d) => slips.some((s) => d.event_key === `payslip_available:${s.id}`));
  expect(ofRun).toHaveLength(slips.length);
  expect(ofRun.find((d) => d.event_key === `payslip_available:${mine?.id}`)).toMatchObject({
    recipient_user_id: payee.id,
    attachment_kind: 'payslip',
    attachment_id: mine?.id,
    params: { month: '2032-05' },
    link: '/payroll/my-payslips',
  });

  const pdf = await payslipAttachment(t.handle.db, await schoolIdOf(t, 'riverside'), mine?.id ?? 0);
  expect(pdf.filename).toBe(`payslip-2032-05-${mine?.id}.pdf`);
  expect(
    textItems(pdf.content)
      .map((i) => i.str)
      .join(' '),
  ).toContain(name);
});
