/**
 * What fees tell the guardians (issue 28): a payment received with its receipt attached, a
 * refund issued with its credit note, and the daily reminders of dues falling due soon and
 * overdue — to whom, under which key, once. The attachments are the very papers the GET routes
 * stream. Read from `notification_deliveries`.
 */
import { addDays } from '../../../calendar';
import { routePdf } from '../../../pdf/test-support/route-pdf';
import { textItems } from '../../../pdf/test-support/text-items';
import { schoolFormatOf } from '../../../school-format';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { deliveriesUnder, guardianIdsOf } from '../../test-support/notice-deliveries';
import { defined } from '../../../test-support/defined';
import { schoolIdOf, schoolToday } from '../attendance/test-support/helpers';
import { studentBody } from '../people/test-support';
import { creditNoteAttachment, receiptAttachment } from './papers';
import { dueDateOf, remindAllSchools, remindFees } from './reminders';
import { classWithSection, okCaller } from './test-support';

let t: TestApi;
let ok: ReturnType<typeof okCaller>;
let admin: string;
let accountant: string;
let schoolId: number;
let today: string;
const students: { id: number; name: string; guardian: number }[] = [];
const R = { school: 'riverside' };

const student = (i: number) => defined(students[i], `student ${i}`);

beforeAll(async () => {
  t = await startTestApi();
  ok = okCaller(t);
  admin = await t.login('admin@riverside.test');
  accountant = await t.login('accountant@riverside.test');
  schoolId = await schoolIdOf(t, 'riverside');
  today = await schoolToday(t, { token: admin, school: 'riverside' });
  const meta = await ok('GET', '/api/meta-data', { token: admin });
  const [, sectionId] = await classWithSection(ok, admin, meta.mediums[0].id, 'Notices class');
  for (const name of ['Dalia', 'Emeka', 'Farah']) {
    const s = await ok('POST', '/api/students', {
      token: admin,
      body: studentBody(sectionId, { first_name: name }),
    });
    const [guardian] = await guardianIdsOf(t, s.id);
    students.push({
      id: s.id,
      name: `${name} Lovelace`,
      guardian: defined(guardian, 'a guardian'),
    });
  }
  const feeType = (
    await ok('POST', '/api/fee-types', { token: admin, body: { name: unique('Tuition') } })
  ).id;
  const charge = (studentId: number, amount: number, due_date: string) =>
    ok('POST', '/api/custom-fees', {
      token: accountant,
      body: { fee_type_id: feeType, amount, due_date, student_ids: [studentId] },
    });
  // Dalia: two dues in three days (one message); Emeka: one due yesterday; Farah: paid up.
  await charge(student(0).id, 4000, addDays(today, 3));
  await charge(student(0).id, 1500, addDays(today, 3));
  await charge(student(1).id, 7000, addDays(today, -1));
  await charge(student(2).id, 2000, addDays(today, 3));
});
afterAll(() => t.close());

test('a payment tells the guardians, its receipt attached, once', async () => {
  const payment = await ok('POST', '/api/fee-payments', {
    token: accountant,
    body: { student_id: student(2).id, amount: 2000, method: 'cash' },
  });
  const told = await deliveriesUnder(t, `payment_received:${payment.id}`, null);
  expect(told.map((d) => [d.event, d.recipient_user_id, d.channel])).toEqual([
    ['payment_received', student(2).guardian, 'email'],
    ['payment_received', student(2).guardian, 'in_app'],
  ]);
  expect(told[0]).toMatchObject({
    attachment_kind: 'fee-receipt',
    attachment_id: payment.id,
    params: { student: student(2).name, receipt_no: payment.receipt_no },
  });
  expect(String(told[0]?.params.amount)).toMatch(/20(\.00)?/);

  // The attachment is the receipt the route streams: same number, student, amount and lines.
  const attached = await receiptAttachment(t.handle.db, schoolId, payment.id);
  expect(attached).toMatchObject({
    filename: `receipt-${payment.receipt_no}.pdf`,
    contentType: 'application/pdf',
  });
  const streamed = await routePdf(
    t,
    { ...R, token: accountant },
    `/api/fee-payments/${payment.id}/receipt.pdf`,
  );
  const words = (bytes: Uint8Array) =>
    textItems(bytes)
      .map((i) => i.str)
      .filter((s) => !s.includes('://'));
  expect(words(attached.content)).toEqual(words(streamed));
});

test('a refund tells the guardians, its credit note attached', async () => {
  const payment = await ok('POST', '/api/fee-payments', {
    token: accountant,
    body: { student_id: student(1).id, amount: 3000, method: 'cash' },
  });
  const refund = await ok('POST', `/api/fee-payments/${payment.id}/refunds`, {
    token: accountant,
    body: { amount: 1000, reason: 'Overpaid' },
  });
  const told = await deliveriesUnder(t, `refund_issued:${refund.id}`);
  expect(told).toEqual([
    expect.objectContaining({
      event: 'refund_issued',
      recipient_user_id: student(1).guardian,
      attachment_kind: 'credit-note',
      attachment_id: refund.id,
    }),
  ]);
  const note = await creditNoteAttachment(t.handle.db, schoolId, refund.id);
  expect(note.filename).toBe(`credit-note-${refund.credit_note_no}.pdf`);
  expect(textItems(note.content).map((i) => i.str)).toContain('Overpaid');
});

test('the reminders: dues in N days and overdue by N days, per student and date, once', async () => {
  expect(dueDateOf({ event: 'fee_due_soon', days: 3 }, '2026-02-27')).toBe('2026-03-02');
  expect(dueDateOf({ event: 'fee_overdue', days: 1 }, '2026-03-01')).toBe('2026-02-28');

  const school = { id: schoolId, format: schoolFormatOf({}) };
  const soon = { event: 'fee_due_soon', days: 3 } as const;
  const late = { event: 'fee_overdue', days: 1 } as const;
  // The daily run over every school, with riverside's days: 3 before, 1 after.
  const days = async () => ({ dueSoonDays: 3, overdueDays: 1 });
  const added = await deliveriesAfter(() => remindAllSchools(t.handle.db, new Date(), days));
  // Farah paid hers: only Dalia is told of the dues in three days, with both summed.
  const dueSoon = added.filter((d) => d.event === 'fee_due_soon');
  const dueDate = addDays(today, 3);
  expect(dueSoon.map((d) => [d.event_key, d.recipient_user_id])).toEqual([
    [`fee_due_soon:${student(0).id}:${dueDate}`, student(0).guardian],
  ]);
  expect(dueSoon[0]?.params).toMatchObject({ student: student(0).name, amount: '$55.00' });
  // Emeka's due of yesterday, partly paid above: overdue, what is left of it.
  const overdue = added.filter((d) => d.event === 'fee_overdue');
  expect(overdue.map((d) => [d.event_key, d.recipient_user_id])).toEqual([
    [`fee_overdue:${student(1).id}:${addDays(today, -1)}`, student(1).guardian],
  ]);
  expect(overdue[0]?.params.amount).toBe('$50.00');

  // A second run the same day (another process, a retry) tells nobody again.
  expect(await deliveriesAfter(() => remindFees(t.handle.db, school, soon, today))).toEqual([]);
  expect(await deliveriesAfter(() => remindFees(t.handle.db, school, late, today))).toEqual([]);
});

/** The in-app deliveries of our students' fee reminders that `run` added (the demo's aside). */
async function deliveriesAfter(run: () => Promise<unknown>) {
  const ours = async () =>
    (await deliveriesUnder(t, 'fee_')).filter((d) =>
      students.some((s) => d.event_key.includes(`:${s.id}:`)),
    );
  const before = new Set((await ours()).map((d) => `${d.event_key}:${d.recipient_user_id}`));
  await run();
  return (await ours()).filter((d) => !before.has(`${d.event_key}:${d.recipient_user_id}`));
}
