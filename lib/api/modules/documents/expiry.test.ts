/**
 * The daily notice of documents expiring soon (contract §5): each document expiring within 30
 * days is told once to the school's admins, not to a teacher; an expired, a far-off or a removed
 * one is not told; a second run the same day tells nobody again.
 */
import { addDays } from '../../../calendar';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { post, student, type As } from '../../test-support/fixtures';
import { deliveriesUnder } from '../../test-support/notice-deliveries';
import { admin } from '../academics/test-support/factories';
import { schoolToday, userIdOf } from '../attendance/test-support/helpers';
import { tellAllExpiringDocuments } from './expiry';
import { PDF, documentForm, uploadDocument } from './test-support/forms';

let t: TestApi;
let riverside: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
});
afterAll(() => t.close());

test('documents expiring within 30 days are told once to the admins', async () => {
  const today = await schoolToday(t, riverside);
  const medical = await post(t, riverside, '/document-types', {
    name: 'Medical note',
    applies_to: 'student',
    required: false,
    has_expiry: true,
  });
  const id = await student(t, riverside);
  const upload = (days: number) =>
    uploadDocument(
      t,
      riverside,
      'students',
      id,
      documentForm(PDF, medical, { expiresOn: addDays(today, days) }),
    );
  const soon = await upload(10);
  const lastDay = await upload(30);
  await upload(-1); // already expired: the badge says so, nobody is told
  await upload(31); // not yet
  const removed = await upload(5);
  await t.call('DELETE', `/api/documents/${removed}`, riverside);

  await tellAllExpiringDocuments(t.handle.db, new Date());
  const told = await deliveriesUnder(t, 'document_expiring:');
  const adminId = await userIdOf(t, 'riverside', 'admin@riverside.test');
  expect(told.map((d) => [d.event_key, d.recipient_user_id])).toEqual(
    [
      [`document_expiring:${soon}:${addDays(today, 10)}`, adminId],
      [`document_expiring:${lastDay}:${addDays(today, 30)}`, adminId],
    ].sort(),
  );
  expect(told[0]).toMatchObject({
    event: 'document_expiring',
    params: { document: 'Medical note', person: expect.stringMatching(/^Ada /) },
    link: `/student/student-details/${id}?tab=documents`,
  });
  const teacherId = await userIdOf(t, 'riverside', 'teacher@riverside.test');
  expect(told.some((d) => d.recipient_user_id === teacherId)).toBe(false);

  await tellAllExpiringDocuments(t.handle.db, new Date());
  expect(await deliveriesUnder(t, 'document_expiring:')).toHaveLength(told.length);
});
