/**
 * An announcement published tells its audience (issue 28): a class-section's guardians and
 * class teacher, a role's holders; the author never; an edit nobody twice; one scheduled for a
 * later day nobody until that day, when the schedule tells it. Read from
 * `notification_deliveries`.
 */
import { addDays } from '../../../calendar';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { deliveriesUnder } from '../../test-support/notice-deliveries';
import { admin, type As } from '../academics/test-support/factories';
import { makeClassTeacher, schoolToday, userIdOf } from '../attendance/test-support/helpers';
import { childOf } from '../leave/test-support/leave';
import { noticeDueAnnouncements } from './notices';

let t: TestApi;
let riverside: As;
let today: string;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  today = await schoolToday(t, riverside);
});
afterAll(() => t.close());

async function publish(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/announcements', {
    ...riverside,
    body: { title: unique('News'), body: 'Sports day', publish_date: today, ...body },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; title: string };
}
const told = async (id: number) =>
  (await deliveriesUnder(t, `announcement_published:${id}`)).map((d) => d.recipient_user_id);

test("a class-section's announcement reaches its guardians and class teacher, once", async () => {
  const mine = await childOf(t, riverside, 'guardian@riverside.test', 3);
  const other = await childOf(t, riverside, `${unique('p')}@example.test`, 4);
  await makeClassTeacher(t, 'riverside', mine.sectionId, 'teacher@riverside.test');
  const [guardianId, teacherId, adminId] = await Promise.all(
    ['guardian', 'teacher', 'admin'].map((who) =>
      userIdOf(t, 'riverside', `${who}@riverside.test`),
    ),
  );
  const news = await publish({ audience: 'class_sections', class_section_ids: [mine.sectionId] });
  const reached = await told(news.id);
  expect(reached).toEqual(expect.arrayContaining([guardianId, teacherId]));
  expect(reached).not.toContain(adminId); // the author
  const [row] = await deliveriesUnder(t, `announcement_published:${news.id}`);
  expect(row?.params).toEqual({ title: news.title });

  // An edit tells nobody twice.
  const edited = await t.call('PUT', `/api/announcements/${news.id}`, {
    ...riverside,
    body: {
      title: news.title,
      body: 'Sports day, moved',
      publish_date: today,
      audience: 'class_sections',
      class_section_ids: [mine.sectionId],
    },
  });
  expect(edited.status).toBe(200);
  expect((await told(news.id)).sort()).toEqual([...reached].sort());
  // The other class's guardian heard nothing of it.
  const otherNews = await publish({
    audience: 'class_sections',
    class_section_ids: [other.sectionId],
  });
  expect(await told(otherNews.id)).not.toContain(guardianId);
});

test("a role's announcement reaches its holders; a scheduled one waits for its day", async () => {
  const roles = await t.call('GET', '/api/roles?search=Teacher', riverside);
  const teacherRole = roles.body.data.find((r: { name: string }) => r.name === 'Teacher').id;
  const teacherId = await userIdOf(t, 'riverside', 'teacher@riverside.test');
  const guardianId = await userIdOf(t, 'riverside', 'guardian@riverside.test');
  const now = await publish({ audience: 'roles', role_ids: [teacherRole] });
  expect(await told(now.id)).toContain(teacherId);
  expect(await told(now.id)).not.toContain(guardianId);

  const later = await publish({
    audience: 'roles',
    role_ids: [teacherRole],
    publish_date: addDays(today, 2),
  });
  expect(await told(later.id)).toEqual([]);
  const zone = async () => 'UTC';
  // The hourly schedule: nothing yet today…
  await noticeDueAnnouncements(t.handle.db, new Date(`${today}T12:00:00Z`), zone);
  expect(await told(later.id)).toEqual([]);
  // …and its day tells the holders.
  await noticeDueAnnouncements(t.handle.db, new Date(`${addDays(today, 2)}T12:00:00Z`), zone);
  expect(await told(later.id)).toContain(teacherId);
});
