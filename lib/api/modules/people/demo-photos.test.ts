/**
 * The demo's photos are private (issue 29): each demo student's photo is a PNG stored as an
 * uploaded one, served to the school's staff and refused without a session, to another school
 * and to a guardian of another child; no public copy is left under public/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../test-support/harness';

let t: TestApi;
let photo: string;
beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
  const { rows } = (await t.handle.db.execute(sql`
    select s.photo from students s join schools sc on sc.id = s.school_id
    where sc.subdomain = 'riverside' and s.photo is not null
      and not exists (select 1 from student_guardians g join users u on u.id = g.guardian_user_id
        where g.student_id = s.id and u.email = 'guardian@riverside.test')
    order by s.id limit 1`)) as { rows: { photo: string }[] };
  photo = rows[0]?.photo ?? '';
});
afterAll(() => t.close());

test('a demo photo is a private PNG the school staff read', async () => {
  expect(photo).toMatch(/^\/api\/files\/student-[\w.-]+\.png$/);
  const admin = await t.login('admin@riverside.test');
  const res = await t.call('GET', photo, { school: 'riverside', token: admin });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
});

test('refused without a session, to another school and to a guardian of another child', async () => {
  expect((await t.call('GET', photo, { school: 'riverside' })).status).toBe(401);
  const hill = await t.login('admin@hillcrest.test');
  expect((await t.call('GET', photo, { school: 'hillcrest', token: hill })).status).toBe(404);
  const guardian = await t.login('guardian@riverside.test');
  expect((await t.call('GET', photo, { school: 'riverside', token: guardian })).status).toBe(404);
});

test('no public copy of the faces is served', () => {
  expect(existsSync(path.join(process.cwd(), 'public', 'demo', 'avatars'))).toBe(false);
});
