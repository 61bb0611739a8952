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
import {
  makeClassTeacher,
  schoolIdOf,
  schoolToday,
  userIdOf,
} from '../attendance/test-support/helpers';
import { childOf } from '../leave/test-support/leave';
import { sql } from 'drizzle-orm';
import { drainJobs } from '../../../jobs';
import { activeUserIdsOfRoles } from '../identity';
import { notify } from '../notifications';
import { FAN_OUT_BATCH } from './fan-out';
import { announcementNotice } from './notice-of';
import { noticeDueAnnouncements } from './notices';

let t: TestApi;
let riverside: As;
let today: string;
let schoolIdNow: number;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  today = await schoolToday(t, riverside);
  schoolIdNow = await schoolIdOf(t, 'riverside');
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

/** `n` active users of the school, written straight to the table (a school of thousands). */
async function manyUsers(n: number): Promise<void> {
  await t.handle.db.execute(sql`insert into users (school_id, email, password_hash, full_name)
    select s.id, ${unique('crowd')} || '-' || g || '@example.test', 'x', 'Crowd member ' || g
    from schools s, generate_series(1, ${n}) g where s.subdomain = 'riverside'`);
}

const fanOutJobs = async (id: number) =>
  (
    (await t.handle.db.execute(sql`select state from jobs
      where queue = 'announcement-fan-out' and key = ${`announcement_published:${id}`}`)) as unknown as {
      rows: { state: string }[];
    }
  ).rows.map((r) => r.state);

test('a whole-school announcement to thousands is saved with one fan-out job; the job tells each once, in batches', async () => {
  await manyUsers(3_000);
  const active = Number(
    (
      (await t.handle.db.execute(sql`select count(*)::int as n from users u
        join schools s on s.id = u.school_id where s.subdomain = 'riverside' and u.status = 'active'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );
  expect(active).toBeGreaterThan(3_000);
  const everyone = await publish({ audience: 'school' });
  // The save wrote no delivery: the work is the job's.
  expect(await told(everyone.id)).toEqual([]);
  expect(await fanOutJobs(everyone.id)).toEqual(['queued']);
  // Saved again (an edit): still one job.
  const edited = await t.call('PUT', `/api/announcements/${everyone.id}`, {
    ...riverside,
    body: {
      title: everyone.title,
      body: 'Sports day, all of us',
      audience: 'school',
      publish_date: today,
    },
  });
  expect(edited.status).toBe(200);
  expect(await fanOutJobs(everyone.id)).toEqual(['queued']);

  // A crash after its first batches: those deliveries exist already, the job runs again whole.
  const adminId = await userIdOf(t, 'riverside', 'admin@riverside.test');
  const firstBatches = (await activeUserIdsOfRoles(t.handle.db, schoolIdNow, 'all'))
    .filter((u) => u !== adminId)
    .sort((a, b) => a - b)
    .slice(0, FAN_OUT_BATCH * 2 + 17);
  await t.handle.db.transaction((tx) =>
    notify(
      tx,
      announcementNotice(schoolIdNow, { id: everyone.id, title: everyone.title }, firstBatches),
    ),
  );
  expect(await told(everyone.id)).toHaveLength(firstBatches.length);
  expect(await drainJobs({ queue: 'announcement-fan-out' })).toBe(1);
  const recipients = await told(everyone.id);
  expect(recipients).toHaveLength(active - 1); // every active user once, the author never
  expect(new Set(recipients).size).toBe(recipients.length);
  expect(recipients).not.toContain(adminId);
  expect(await fanOutJobs(everyone.id)).toEqual(['done']);
});
