/**
 * Refunds and the dues list through the API (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * the refund rule table-tested, over-refund refused naming `amount`, reason required, a
 * cancelled payment refused (and a refunded one not cancellable), two concurrent refunds that
 * cannot together exceed the payment, credit-note numbers, the credit note's text (PDF.js),
 * the refund in the student's fees, payment history, the summary and the dues list; the dues
 * list's filters, sort, CSV, and its totals equal to the fee summary's figures.
 */
import { textItems } from '../../../pdf/test-support/text-items';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { studentBody } from '../people/test-support';
import { defined } from '../../../test-support/defined';
import { planRefund } from './refund-rule';
import { classWithSection, okCaller } from './test-support';

test.each([
  [
    'from the dues, last paid first',
    7000,
    0,
    [
      { dueId: 2, amount: 5000 },
      { dueId: 1, amount: 2000 },
    ],
  ],
  [
    'the advance first',
    6000,
    3000,
    [
      { dueId: null, amount: 3000 },
      { dueId: 2, amount: 3000 },
    ],
  ],
  [
    'an advance already used elsewhere is not refundable',
    6000,
    1000,
    [
      { dueId: null, amount: 1000 },
      { dueId: 2, amount: 5000 },
    ],
  ],
])('a refund is spread %s', (_name, amount, held, parts) => {
  const paid = [
    { dueId: 1, amount: 4000 },
    { dueId: 2, amount: 6000 },
    { dueId: null, amount: 3000 },
  ];
  // 1,000 of due 2 was refunded before.
  expect(planRefund(amount, paid, [{ dueId: 2, amount: 1000 }], held)).toEqual({ ok: true, parts });
});

test('a refund never exceeds what the payment brought less earlier refunds', () => {
  const paid = [{ dueId: 1, amount: 4000 }];
  expect(planRefund(4001, paid, [], 0)).toEqual({ ok: false, left: 4000 });
  expect(planRefund(3001, paid, [{ dueId: 1, amount: 1000 }], 0)).toEqual({
    ok: false,
    left: 3000,
  });
});

let t: TestApi;
let ok: ReturnType<typeof okCaller>;
let admin: string;
let accountant: string;
let sectionId: number;
let feeTypeId: number;
let otherFeeTypeId: number;
const students: number[] = [];
const R = { school: 'riverside' };

async function pay(studentId: number, amount: number) {
  return ok('POST', '/api/fee-payments', {
    token: accountant,
    body: { student_id: studentId, amount, method: 'cash' },
  }) as Promise<{ id: number; receipt_no: number }>;
}
const refund = (paymentId: number, body: unknown, token = accountant) =>
  t.call('POST', `/api/fee-payments/${paymentId}/refunds`, { ...R, token, body });
const dues = (query: string) =>
  t.call('GET', `/api/fee-dues?class_section_id=${sectionId}${query}`, { ...R, token: accountant });

beforeAll(async () => {
  t = await startTestApi();
  ok = okCaller(t);
  admin = await t.login('admin@riverside.test');
  accountant = await t.login('accountant@riverside.test');
  const meta = await ok('GET', '/api/meta-data', { token: admin });
  [, sectionId] = await classWithSection(ok, admin, meta.mediums[0].id, 'Refunds class');
  feeTypeId = (await ok('POST', '/api/fee-types', { token: admin, body: { name: unique('Bus') } }))
    .id;
  otherFeeTypeId = (
    await ok('POST', '/api/fee-types', { token: admin, body: { name: unique('Hostel') } })
  ).id;
  for (const name of ['Amal', 'Bruno', 'Chidi']) {
    const s = await ok('POST', '/api/students', {
      token: admin,
      body: studentBody(sectionId, { first_name: name }),
    });
    students.push(s.id);
  }
  // Amal owes 10,000 of bus fees due long ago; Bruno 20,000 due later; Chidi 5,000 of hostel.
  const charge = (studentId: number, amount: number, due_date: string, fee = feeTypeId) =>
    ok('POST', '/api/custom-fees', {
      token: accountant,
      body: { fee_type_id: fee, amount, due_date, student_ids: [studentId] },
    });
  await charge(defined(students[0], 'Amal'), 10000, '2020-01-10');
  await charge(defined(students[1], 'Bruno'), 20000, '2099-01-10');
  await charge(defined(students[2], 'Chidi'), 5000, '2099-01-10', otherFeeTypeId);
});
afterAll(() => t.close());

describe('refunds', () => {
  let payment: { id: number; receipt_no: number };
  const amal = () => defined(students[0], 'Amal');

  test('a refund is a numbered credit note that adds back to the balance', async () => {
    payment = await pay(amal(), 10000);
    const before = await ok('GET', `/api/students/${amal()}/fees`, { token: accountant });
    expect(before.balance.balance).toBe(0);
    const res = await refund(payment.id, { amount: 3000, reason: 'Bus route withdrawn' });
    expect(res.status).toBe(200);
    const first = res.body.data;
    expect(first).toMatchObject({ amount: 3000, receipt_no: payment.receipt_no });
    const after = await ok('GET', `/api/students/${amal()}/fees`, { token: accountant });
    expect(after.balance).toMatchObject({ payments: 10000, refunded: 3000, balance: 3000 });
    expect(after.dues[0]).toMatchObject({ paid: 7000, outstanding: 3000, status: 'overdue' });
    expect(after.payments[0]).toMatchObject({ refunded: 3000 });
    expect(after.payments[0].refunds[0].credit_note_no).toBe(first.credit_note_no);

    const second = (await refund(payment.id, { amount: 1000, reason: 'Second term' })).body.data;
    expect(second.credit_note_no).toBe(first.credit_note_no + 1);
  });

  test('more than is left, no reason, or a cancelled payment: refused, naming the field', async () => {
    const tooMuch = await refund(payment.id, { amount: 6001, reason: 'Too much' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toMatch(/more than the .*6,000|60\.00/);
    const noReason = await refund(payment.id, { amount: 100 });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeTruthy();
    const blank = await refund(payment.id, { amount: 100, reason: '  ' });
    expect(blank.status).toBe(422);

    const other = await pay(defined(students[1], 'Bruno'), 2000);
    await ok('POST', `/api/fee-payments/${other.id}/cancel`, {
      token: admin,
      body: { reason: 'Bounced' },
    });
    const cancelled = await refund(other.id, { amount: 100, reason: 'Anything' });
    expect(cancelled.status).toBe(409);
    // And a refunded payment cannot be cancelled: the money given back stays given.
    const cancelRefunded = await t.call('POST', `/api/fee-payments/${payment.id}/cancel`, {
      ...R,
      token: admin,
      body: { reason: 'Oops' },
    });
    expect(cancelRefunded.status).toBe(409);
  });

  test('two concurrent refunds cannot together exceed the payment', async () => {
    const p = await pay(defined(students[1], 'Bruno'), 5000);
    const both = await Promise.all([
      refund(p.id, { amount: 3000, reason: 'One' }),
      refund(p.id, { amount: 3000, reason: 'Two' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const fees = await ok('GET', `/api/students/${defined(students[1], 'Bruno')}/fees`, {
      token: accountant,
    });
    expect(fees.payments.find((x: { id: number }) => x.id === p.id).refunded).toBe(3000);
  });

  test('the credit note PDF carries the number, receipt, student, amount in words and reason', async () => {
    const notes = (await ok('GET', `/api/students/${amal()}/fees`, { token: accountant }))
      .payments[0].refunds;
    const res = await t.api.request(`/api/fee-refunds/${notes[0].id}/credit-note.pdf`, {
      headers: {
        Authorization: `Bearer ${accountant}`,
        'X-Subdomain': 'riverside',
        'X-Is-Subdomain': 'true',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/private/);
    const text = textItems(new Uint8Array(await res.arrayBuffer()))
      .map((i) => i.str)
      .join(' ');
    expect(text).toContain('Credit note');
    expect(text).toContain(String(notes[0].credit_note_no));
    expect(text).toContain(String(payment.receipt_no));
    expect(text).toContain('Amal');
    expect(text).toContain('Bus route withdrawn');
    expect(text).toMatch(/thirty/i);
  });

  test('payment history and the summary show what was refunded; collected stays collected', async () => {
    const history = await ok('GET', `/api/fee-payments?student_id=${amal()}`, {
      token: accountant,
    });
    expect(history[0]).toMatchObject({ id: payment.id, refunded: 4000 });
    const summary = await ok('GET', '/api/fees/fee-summary', { token: accountant });
    expect(summary.refunded).toBeGreaterThanOrEqual(4000 + 3000);
  });
});

describe('the dues list', () => {
  test('one row per student, most owed first, with each figure', async () => {
    const res = await dues('');
    expect(res.status).toBe(200);
    const rows = res.body.data as { student_id: number; outstanding: number }[];
    expect(rows.map((r) => r.outstanding)).toEqual(
      [...rows.map((r) => r.outstanding)].sort((a, b) => b - a),
    );
    const amal = rows.find((r) => r.student_id === students[0]);
    expect(amal).toMatchObject({ due: 10000, paid: 10000, refunded: 4000, outstanding: 4000 });
    expect((amal as unknown as { overdue_days: number }).overdue_days).toBeGreaterThan(1000);
    expect(res.body.totals.students).toBe(3);
  });

  test('filters: overdue, fee type, minimum outstanding, search; sort by name', async () => {
    const ids = async (q: string) =>
      ((await dues(q)).body.data as { student_id: number }[]).map((r) => r.student_id);
    expect(await ids('&overdue=true')).toEqual([students[0]]);
    expect(await ids(`&fee_type_id=${otherFeeTypeId}`)).toEqual([students[2]]);
    expect((await ids('&min_outstanding=5000')).sort()).toEqual([students[1], students[2]].sort());
    expect(await ids('&search=chid')).toEqual([students[2]]);
    const byName = (await dues('&sort=student_name')).body.data as { student_name: string }[];
    expect(byName.map((r) => r.student_name.split(' ')[0])).toEqual(['Amal', 'Bruno', 'Chidi']);
    const bad = await dues('&min_outstanding=-1');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain('min_outstanding');
  });

  test('CSV of the whole filter', async () => {
    const csv = await dues('&format=csv');
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Outstanding');
  });

  test('with no filter, the totals equal the fee summary', async () => {
    const res = await t.call('GET', '/api/fee-dues', { ...R, token: accountant });
    const summary = await ok('GET', '/api/fees/fee-summary', { token: accountant });
    expect(res.body.totals).toMatchObject({
      due: summary.total_due,
      late_fee: summary.late_fees,
      paid: summary.collected,
      waived: summary.waived,
      refunded: summary.refunded,
      outstanding: summary.outstanding,
      overdue_students: summary.overdue_students,
    });
  });

  test('a guardian gets no dues list', async () => {
    const guardian = await t.login('guardian@riverside.test');
    expect((await t.call('GET', '/api/fee-dues', { ...R, token: guardian })).status).toBe(403);
  });
});
