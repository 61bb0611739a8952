/**
 * A student's timeline through the API (PGlite, or PostgreSQL with TEST_DATABASE_URL): people's
 * history and the audit log's entries naming the student, newest first and paged; a fee
 * payment hidden from a teacher without fees-list; another school and another family's guardian
 * answered 404; the ordering rule table-tested.
 */
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { leaveTypeId } from '../leave/test-support/leave';
import { metaIds, sectionOf, studentBody } from './test-support';
import { newestFirst, type TimelineEntry } from './timeline';

const entry = (key: string, at: string) => ({ key, at }) as TimelineEntry;

test.each([
  [
    'a later time comes first',
    entry('history-9', '2026-02-01'),
    entry('audit-1', '2026-03-01T08:00:00Z'),
  ],
  [
    'a log entry of the same day after its history date',
    entry('history-1', '2026-03-01'),
    entry('audit-1', '2026-03-01T08:00:00Z'),
  ],
])('%s', (_name, older, newer) => {
  expect([older, newer].sort(newestFirst)).toEqual([newer, older]);
});

let t: TestApi;
let admin: string;
const R = { school: 'riverside' };
let studentId: number;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  const ids = await metaIds(t, admin, 'riverside');
  const body = studentBody(sectionOf(ids, 0).id, { first_name: 'Timeline' });
  const made = await t.call('POST', '/api/students', { ...R, token: admin, body });
  expect(made.status).toBe(200);
  const admitted = made.body.data;
  studentId = admitted.id;
  const edit = await t.call('PUT', `/api/students/${studentId}`, {
    ...R,
    token: admin,
    body: {
      ...body,
      class_section_id: undefined,
      first_name: 'Timelined',
      admission_no: admitted.admission_no,
      admission_date: admitted.admission_date,
    },
  });
  expect(edit.body).toMatchObject({ error: false });
  const accountant = await t.login('accountant@riverside.test');
  const paid = await t.call('POST', '/api/fee-payments', {
    ...R,
    token: accountant,
    body: { student_id: studentId, amount: 1500, method: 'cash', keep_advance: true },
  });
  expect(paid.body).toMatchObject({ error: false });
});
afterAll(() => t.close());

const timeline = (token: string, query = '', school = 'riverside') =>
  t.call('GET', `/api/students/${studentId}/timeline${query}`, { school, token });

test('admission, the edit and the payment, newest first, in pages', async () => {
  const res = await timeline(admin);
  expect(res.status).toBe(200);
  const kinds = res.body.data.map((e: TimelineEntry) => e.kind);
  expect(kinds).toEqual(['fee-payments.create', 'students.update', 'students.create', 'admission']);
  expect(res.body.data[0].details).toMatchObject({ amount: 1500 });
  expect(res.body.meta).toMatchObject({ page: 1, total: 4 });
  const second = await timeline(admin, '?per_page=3&page=2');
  expect(second.body.data.map((e: TimelineEntry) => e.kind)).toEqual(['admission']);
  expect((await timeline(admin, '?per_page=500')).status).toBe(422);
});

test('a teacher sees the history and the edit but not the payment', async () => {
  const teacher = await t.login('teacher@riverside.test');
  const res = await timeline(teacher);
  expect(res.status).toBe(200);
  const kinds = res.body.data.map((e: TimelineEntry) => e.kind);
  expect(kinds).toContain('admission');
  expect(kinds).not.toContain('fee-payments.create');
});

test('another school and another family answer 404; no session 401', async () => {
  const hill = await t.login('admin@hillcrest.test');
  expect((await timeline(hill, '', 'hillcrest')).status).toBe(404);
  const guardian = await t.login('guardian@riverside.test');
  expect((await timeline(guardian)).status).toBe(404);
  expect((await t.call('GET', `/api/students/${studentId}/timeline`, R)).status).toBe(401);
});

test("a staff member's timeline: their leave; refused without staff-list; 404 to another school", async () => {
  const teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  const me = await t.call('GET', '/api/me', teacher);
  const userId: number = me.body.data.user.id;
  const applied = await t.call('POST', '/api/leaves', {
    ...teacher,
    body: {
      leave_type_id: await leaveTypeId(t, { ...R, token: admin }, 'CL'),
      start_date: '2027-01-12',
      end_date: '2027-01-12',
      reason: 'Timeline',
    },
  });
  expect(applied.body).toMatchObject({ error: false });
  const res = await t.call('GET', `/api/staff/${userId}/timeline`, { ...R, token: admin });
  expect(res.status).toBe(200);
  expect(res.body.data[0]).toMatchObject({ kind: 'leave-requests.create', source: 'audit' });
  const guardian = await t.login('guardian@riverside.test');
  const refused = await t.call('GET', `/api/staff/${userId}/timeline`, { ...R, token: guardian });
  expect(refused.status).toBe(403);
  const hill = await t.login('admin@hillcrest.test');
  const foreign = await t.call('GET', `/api/staff/${userId}/timeline`, {
    school: 'hillcrest',
    token: hill,
  });
  expect(foreign.status).toBe(404);
});

test('attendance milestones: three absences in a row and the month below 75%, in order with the rest', async () => {
  await t.handle.db.execute(sql`
    insert into student_attendance (school_id, student_id, date, session_year_id, class_section_id, code_id)
    select s.school_id, s.id, d::date, s.session_year_id, s.class_section_id,
      (select c.id from attendance_codes c where c.school_id = s.school_id and c.builtin = 'absent')
    from students s, unnest(array['2026-02-02', '2026-02-03', '2026-02-04']) d
    where s.id = ${studentId}`);
  const res = await timeline(admin, '?per_page=100');
  const entries: TimelineEntry[] = res.body.data;
  const milestones = entries.filter((e) => e.source === 'milestone');
  expect(milestones).toEqual([
    expect.objectContaining({
      kind: 'attendance.low_month',
      at: '2026-02-28',
      details: { month: '2026-02', percent: 0 },
    }),
    expect.objectContaining({
      kind: 'attendance.absent_run',
      at: '2026-02-04',
      details: { days: 3, start_date: '2026-02-02', end_date: '2026-02-04' },
    }),
  ]);
  expect([...entries].sort(newestFirst)).toEqual(entries);
});
