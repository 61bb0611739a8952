/**
 * The receipt a bursar signs (issue 27), through the real route and read back by PDF.js: the
 * school's address, the itemised late fee (+) and waiver (−), the balance remaining after the
 * payment and who received it; and the public verification page's API behind its QR code: a
 * valid token shows the receipt (the student only as initials), a tampered one or another
 * school's address is a 404, a cancelled payment says so.
 */
import { startAsAdmin, type As } from '../api/modules/academics/test-support/factories';
import { studentBody } from '../api/modules/people/test-support';
import { unique, type TestApi } from '../api/test-support/harness';
import { routePdf } from './test-support/route-pdf';
import { textItems } from './test-support/text-items';

const MINUS = '\u2212';
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

async function pdfText(path: string): Promise<string> {
  return textItems(await routePdf(t, as, path))
    .map((i) => i.str)
    .join('');
}

const verification = (school: string, token: string) =>
  t.call('GET', `/api/schools/by-subdomain/${school}/receipts/${token}`, {});

test('the receipt itemises late fee and waiver, shows the balance after it, who received it, and a verification URL', async () => {
  const meta = await ok('GET', '/api/meta-data');
  const classId = (
    await ok('POST', '/api/classes', { name: unique('Receipts'), medium_id: meta.mediums[0].id })
  ).id;
  const section = (await ok('POST', '/api/sections', { name: unique('R') })).id;
  const classSection = (
    await ok('POST', '/api/class-sections', { class_id: classId, section_id: section })
  ).id;
  const student = (
    await ok(
      'POST',
      '/api/students',
      studentBody(classSection, { first_name: 'Nadia', last_name: 'Okafor' }),
    )
  ).id;
  const structure = await ok('POST', '/api/fee-structures', {
    name: unique('Tuition'),
    session_year_id: meta.session_year_all.find((s: { default: number }) => s.default === 1).id,
    class_ids: [classId],
    due_date: '2026-01-01',
    lines: [
      {
        fee_type_id: meta.feesType.find((f: { name: string }) => f.name === 'Tuition').id,
        amount: 100000,
      },
    ],
    late_fee: { kind: 'per_day', amount: 100, grace_days: 0, cap: 5000 },
  });
  await ok('POST', `/api/fee-structures/${structure.id}/assign`, {});
  const [due] = (await ok('GET', `/api/students/${student}/fees?as_of=2026-01-01`)).dues;
  await ok('POST', '/api/fee-waivers', { due_id: due.id, amount: 10000, reason: 'Sibling' });
  // Ten days late at 1.00 a day: 10.00 late fee posted with the payment.
  const payment = await ok('POST', '/api/fee-payments', {
    student_id: student,
    amount: 50000,
    method: 'bank_transfer',
    reference: 'TRX-77',
    paid_on: '2026-01-11',
    due_ids: [due.id],
  });
  const me = await ok('GET', '/api/me');

  const text = await pdfText(`/api/fee-payments/${payment.id}/receipt.pdf`);
  expect(text).toContain('12 River Road, Riverside');
  expect(text).toContain(`Received by: ${me.user.full_name}`);
  expect(text).toContain(`${structure.name}: Full $1,000.00`);
  expect(text).toContain('Late fee + $10.00');
  expect(text).toContain(`Waiver ${MINUS} $100.00`);
  expect(text).toContain(`Paid now ${MINUS} $500.00`);
  // 1,000.00 + 10.00 − 100.00 − 500.00
  expect(text).toContain('Balance remaining after this payment $410.00');
  expect(text).toContain('Bank transfer (TRX-77)');
  expect(text).toContain('Five hundred US dollars');

  const url = /https?:\/\/riverside\.[^/\s]+\/verify\/receipt\/([0-9]+\.[A-Za-z0-9_-]{22})/.exec(
    text,
  );
  expect(url).not.toBeNull();
  const token = url![1]!;
  const shown = await verification('riverside', token);
  expect(shown.status).toBe(200);
  expect(shown.body.data).toMatchObject({
    receipt_no: payment.receipt_no,
    amount: 50000,
    amount_text: '$500.00',
    student_initials: 'N. O.',
    status: 'paid',
  });
  expect(JSON.stringify(shown.body.data)).not.toContain('Nadia');

  const [id, signature] = token.split('.') as [string, string];
  const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  expect((await verification('riverside', `${id}.${flipped}`)).status).toBe(404);
  expect((await verification('riverside', `${Number(id) + 1}.${signature}`)).status).toBe(404);
  expect((await verification('hillcrest', token)).status).toBe(404);

  await ok('POST', `/api/fee-payments/${payment.id}/cancel`, { reason: 'Wrong student' });
  expect((await verification('riverside', token)).body.data).toMatchObject({
    status: 'cancelled',
  });
  // A reprint still says what the receipt said that day, stamped CANCELLED.
  const reprint = await pdfText(`/api/fee-payments/${payment.id}/receipt.pdf`);
  expect(reprint).toContain('Balance remaining after this payment $410.00');
  expect(reprint).toContain('CANCELLED');
});
