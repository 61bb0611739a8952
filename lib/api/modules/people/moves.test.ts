/** Transfers and promotions: history, roll numbers by the school's order, leavers kept, one transaction. */
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { metaIds, sectionOf, studentBody, type Ids } from './test-support';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let admin: string;
let ids: Ids;
const R = { school: 'riverside' };

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  ids = await metaIds(t, admin, 'riverside');
});
afterAll(() => t.close());

const admit = async (cs: number, first: string) =>
  (
    await t.call('POST', '/api/students', {
      ...R,
      token: admin,
      body: studentBody(cs, { first_name: first }),
    })
  ).body.data;
const get = async (id: number) =>
  (await t.call('GET', `/api/students/${id}`, { ...R, token: admin })).body.data;

test('transfer moves students in their session, renumbers the target by name, keeps history', async () => {
  const [from, to] = [sectionOf(ids, 4).id, sectionOf(ids, 5).id];
  const zed = await admit(from, 'Zed');
  const amy = await admit(to, 'Amy');
  const res = await t.call('POST', '/api/transfers', {
    ...R,
    token: admin,
    body: { student_ids: [zed.id], to_class_section_id: to },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.moved).toBe(1);
  const moved = await get(zed.id);
  expect(moved.class_section_id).toBe(to);
  expect(moved.roll_number).toBe(2); // Amy 1, Zed 2 by name
  expect((await get(amy.id)).roll_number).toBe(1);
  expect(moved.history.map((h: { event: string }) => h.event)).toEqual(['admission', 'transfer']);
  expect(moved.history[1]).toMatchObject({ from_class_section_id: from, to_class_section_id: to });
  const log = await t.call('GET', '/api/transfers', { ...R, token: admin });
  expect(log.body.data[0]).toMatchObject({ student_id: zed.id, event: 'transfer' });
});

test('transfer validation and permissions', async () => {
  const s = await admit(sectionOf(ids, 0).id, 'Same');
  const same = await t.call('POST', '/api/transfers', {
    ...R,
    token: admin,
    body: { student_ids: [s.id], to_class_section_id: sectionOf(ids, 0).id },
  });
  expect(same.status).toBe(422);
  expect(same.body.errors).toEqual({
    to_class_section_id: 'These students are already in that class-section.',
  });
  const empty = await t.call('POST', '/api/transfers', {
    ...R,
    token: admin,
    body: { student_ids: [] },
  });
  expect(empty.body.errors).toMatchObject({
    student_ids: 'Choose the students to transfer.',
    to_class_section_id: 'Choose the target class-section.',
  });
  const hill = await t.login('admin@hillcrest.test');
  const hillIds = await metaIds(t, hill, 'hillcrest');
  const foreign = await t.call('POST', '/api/transfers', {
    school: 'hillcrest',
    token: hill,
    body: { student_ids: [s.id], to_class_section_id: sectionOf(hillIds, 0).id },
  });
  expect(foreign.status).toBe(422);
  expect(foreign.body.errors).toEqual({ student_ids: 'Choose students of this school.' });
  const teacher = await t.login('teacher@riverside.test');
  const refused = await t.call('POST', '/api/transfers', {
    ...R,
    token: teacher,
    body: { student_ids: [s.id], to_class_section_id: sectionOf(ids, 1).id },
  });
  expect(refused.status).toBe(403);
});

test('promotion: passed move up, failed repeat, leavers become left; rolls regenerated; history written', async () => {
  // A session after the demo default, to promote into.
  const from = ids.sessions.find((s) => s.default === 1)!;
  const { db } = t.handle;
  const { sessionYears, schools } = await import('../../../db/schema');
  const { eq } = await import('drizzle-orm');
  const school = await db
    .select()
    .from(schools)
    .where(eq(schools.subdomain, 'riverside'))
    .then((rows) => defined(rows[0], 'the riverside school'));
  const next = await db
    .insert(sessionYears)
    .values({
      schoolId: school.id,
      name: unique('2027-28'),
      startDate: '2027-06-01',
      endDate: '2028-05-31',
    })
    .returning({ id: sessionYears.id })
    .then((rows) => defined(rows[0], 'the inserted session'));

  const grade1 = ids.classSections.find((c) => c.name === 'Grade 1 - B')!.id;
  const grade2 = ids.classSections.find((c) => c.name === 'Grade 2 - B')!.id;
  const pass1 = await admit(grade1, 'Bea');
  const pass2 = await admit(grade1, 'Abe');
  const fail = await admit(grade1, 'Cal');
  const leave = await admit(grade1, 'Dee');
  const body = {
    from_session_year_id: from.id,
    to_session_year_id: next.id,
    sections: [{ from_class_section_id: grade1, to_class_section_id: grade2 }],
    // Everyone passes and continues unless marked: only the exceptions are sent.
    exceptions: [
      { student_id: fail.id, result: 'fail', next: 'continue' },
      { student_id: leave.id, result: 'pass', next: 'leave' },
    ],
  };
  const preview = await t.call('POST', '/api/promotions/preview', { ...R, token: admin, body });
  expect(preview.status).toBe(200);
  expect(preview.body.data).toMatchObject({ students: 4, promoted: 2, repeating: 1, left: 1 });
  // The preview moved nobody.
  expect((await get(pass1.id)).class_section_id).toBe(grade1);

  const res = await t.call('POST', '/api/promotions', { ...R, token: admin, body });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ promoted: 2, repeating: 1, left: 1, remaining: 0 });

  const [a, b, c, d] = await Promise.all([pass2, pass1, fail, leave].map((s) => get(s.id)));
  expect([a.class_section_id, a.session_year_id, a.roll_number]).toEqual([grade2, next.id, 1]); // Abe
  expect([b.class_section_id, b.session_year_id, b.roll_number]).toEqual([grade2, next.id, 2]); // Bea
  expect([c.class_section_id, c.session_year_id, c.roll_number, c.status]).toEqual([
    grade1,
    next.id,
    1,
    'active',
  ]);
  expect(d.status).toBe('left');
  expect(d.session_year_id).toBe(from.id);
  expect(a.history.map((h: { event: string }) => h.event)).toEqual(['admission', 'promotion']);
  expect(c.history[1]).toMatchObject({ event: 'repeat', note: 'Failed; continuing' });
  expect(d.history[1]).toMatchObject({ event: 'status_change', to_status: 'left' });

  // Promoting the same class again: nobody active is left in it for that session.
  const again = await t.call('POST', '/api/promotions', { ...R, token: admin, body });
  expect(again.status).toBe(409);
  // A marked student who is not in the class is named in the preview, not silently ignored.
  const stranger = await t.call('POST', '/api/promotions/preview', {
    ...R,
    token: admin,
    body: { ...body, exceptions: [{ student_id: c.id, result: 'fail', next: 'continue' }] },
  });
  expect(stranger.status).toBe(422);
  expect(stranger.body.errors.exceptions).toMatch(/1 of the marked students is not an active/);
});

test('the roll-number order follows the school setting', async () => {
  await t.call('PUT', '/api/people-settings', {
    ...R,
    token: admin,
    body: { admission_number_pattern: '{YYYY}-{SEQ:4}', roll_number_order: 'admission_no' },
  });
  const [from, to] = [sectionOf(ids, 2).id, sectionOf(ids, 3).id];
  const first = await t.call('POST', '/api/students', {
    ...R,
    token: admin,
    body: studentBody(from, { first_name: 'Zz', admission_no: 'A-001' }),
  });
  const second = await t.call('POST', '/api/students', {
    ...R,
    token: admin,
    body: studentBody(from, { first_name: 'Aa', admission_no: 'A-002' }),
  });
  await t.call('POST', '/api/transfers', {
    ...R,
    token: admin,
    body: { student_ids: [second.body.data.id, first.body.data.id], to_class_section_id: to },
  });
  const rolls = await Promise.all(
    [first, second].map(async (s) => (await get(s.body.data.id)).roll_number),
  );
  expect(rolls[0]).toBeLessThan(rolls[1]); // A-001 before A-002, whatever the names
});
