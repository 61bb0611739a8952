/** Leave through the API: types, applying with balance and refusals, decisions, scope, tenancy. */
import { and, eq } from 'drizzle-orm';
import { staffAttendance, staffProfiles, students } from '../../../db/schema';
import { admin, make, type As } from '../academics/test-support/factories';
import { makeClassTeacher, schoolIdOf, userIdOf } from '../attendance/test-support/helpers';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { metaIds, sectionOf, studentBody } from '../people/test-support';
import { childOf, leaveForm, leaveTypeId, pdfFile } from './test-support/leave';

let t: TestApi;
let riverside: As;
let hillcrest: As;
let teacher: As;
let guardian: As;
let cl: number;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  cl = await leaveTypeId(t, riverside, 'CL');
});
afterAll(() => t.close());

// Weeks of January 2027 (inside both demo schools' session years); the 11th is a Monday.
const apply = (as: As, body: Record<string, unknown>) =>
  t.call('POST', '/api/leaves', { ...as, body: { reason: 'Family matters', ...body } });

async function roleId(name: string) {
  const res = await t.call('GET', `/api/roles?search=${encodeURIComponent(name)}`, riverside);
  return res.body.data.find((r: { name: string }) => r.name === name).id as number;
}

describe('leave types', () => {
  test('the School Admin creates, edits and deletes a type; a teacher may only read them', async () => {
    const body = {
      name: unique('Study leave'),
      code: unique('st').slice(0, 10),
      is_paid: true,
      allocated_days: 5,
      carry_forward_cap: 2,
      allow_half_day: false,
      attachment_after_days: 1,
      role_ids: [await roleId('Teacher')],
    };
    const created = await t.call('POST', '/api/leave-types', { ...riverside, body });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ allocated_days: 5, code: body.code.toUpperCase() });
    const id = created.body.data.id;
    expect((await t.call('POST', '/api/leave-types', { ...teacher, body })).status).toBe(403);
    const seen = await t.call('GET', `/api/leave-types/${id}`, teacher);
    expect(seen.body.data.name).toBe(body.name);
    const edited = await t.call('PUT', `/api/leave-types/${id}`, {
      ...riverside,
      body: { ...body, allocated_days: 6.5 },
    });
    expect(edited.body.data.allocated_days).toBe(6.5);
    expect((await t.call('DELETE', `/api/leave-types/${id}`, riverside)).status).toBe(200);
  });

  test.each([
    ['allocated_days', { allocated_days: -1 }],
    ['allocated_days', { allocated_days: 1.3 }],
    ['role_ids', { role_ids: [] }],
    ['name', { name: '' }],
  ])('a bad %s is refused on that field', async (field, change) => {
    const body = { name: unique('T'), code: 'X1', allocated_days: 3, role_ids: [1], ...change };
    const res = await t.call('POST', '/api/leave-types', { ...riverside, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(field);
  });

  test('a code already used is refused on code; a role of another school on role_ids', async () => {
    const base = { name: unique('T'), allocated_days: 3, role_ids: [await roleId('Teacher')] };
    const dup = await t.call('POST', '/api/leave-types', {
      ...riverside,
      body: { ...base, code: 'cl' },
    });
    expect([dup.status, dup.body.errors]).toEqual([422, { code: expect.any(String) }]);
    const foreign = await t.call('POST', '/api/leave-types', {
      ...hillcrest,
      body: { ...base, code: unique('c').slice(0, 8) },
    });
    expect([foreign.status, foreign.body.errors]).toEqual([422, { role_ids: expect.any(String) }]);
  });
});

describe('applying', () => {
  test('the balance and counted days leave out Sundays and holidays; halves count 0.5', async () => {
    const holiday = await t.call('POST', '/api/holidays', {
      ...riverside,
      body: { title: 'Founders day', start_date: '2027-01-20', end_date: '2027-01-20' },
    });
    expect(holiday.status).toBe(200);
    const portions = JSON.stringify({ '2027-01-18': 'first_half' });
    const res = await t.call(
      'GET',
      `/api/leave-balance?leave_type_id=${cl}&start_date=2027-01-17&end_date=2027-01-21&portions=${encodeURIComponent(portions)}`,
      teacher,
    );
    expect(res.status).toBe(200);
    // Sun 17 (off), Mon 18 (half), Tue 19, Wed 20 (holiday), Thu 21.
    expect(res.body.data.counted).toBe(2.5);
    expect(res.body.data.days.map((d: { off: string | null }) => d.off)).toEqual([
      'weekly_off',
      null,
      null,
      'holiday',
      null,
    ]);
    expect(res.body.data.balance).toMatchObject({ allocated: 12, remaining: 12 });
  });

  test('unused days of last session year carry forward up to the cap, even without applying then', async () => {
    const body = {
      name: unique('Earned leave'),
      code: unique('el').slice(0, 10),
      allocated_days: 5,
      carry_forward_cap: 3,
      role_ids: [await roleId('Teacher')],
    };
    const type = await t.call('POST', '/api/leave-types', { ...riverside, body });
    expect(type.status).toBe(200);
    const balance = async () =>
      (await t.call('GET', `/api/leave-balance?leave_type_id=${type.body.data.id}`, teacher)).body
        .data.balance;
    const schoolId = await schoolIdOf(t, 'riverside');
    const teacherId = await userIdOf(t, 'riverside', 'teacher@riverside.test');
    const joined = (joiningDate: string) =>
      t.handle.db
        .insert(staffProfiles)
        .values({ schoolId, userId: teacherId, joiningDate })
        .onConflictDoUpdate({
          target: [staffProfiles.schoolId, staffProfiles.userId],
          set: { joiningDate },
        });
    // Worked through 2025-26 (Riverside's previous year) and never applied for this type then.
    await joined('2024-08-01');
    expect(await balance()).toMatchObject({ allocated: 5, carried_forward: 3, remaining: 8 });
    // The report works out the same opening for someone who has not applied this year.
    const reported = async () =>
      (
        await t.call(
          'GET',
          `/api/leave-report?month=2027-01&kind=staff&leave_type_id=${type.body.data.id}&search=Daniel%20Mensah`,
          riverside,
        )
      ).body.data;
    expect(await reported()).toEqual([
      expect.objectContaining({ allocated: 5, carried_forward: 3, remaining: 8 }),
    ]);

    // Someone who joined after that year ended has nothing to carry.
    await joined('2026-06-15');
    expect(await balance()).toMatchObject({ allocated: 5, carried_forward: 0, remaining: 5 });
    expect(await reported()).toEqual([
      expect.objectContaining({ allocated: 5, carried_forward: 0, remaining: 5 }),
    ]);
  });

  test('refusals name the field: no working day, outside the session, overlap, half days, attachment', async () => {
    const sunday = await apply(teacher, {
      leave_type_id: cl,
      start_date: '2027-01-10',
      end_date: '2027-01-10',
    });
    expect([sunday.status, Object.keys(sunday.body.errors)]).toEqual([422, ['start_date']]);
    const outside = await apply(teacher, {
      leave_type_id: cl,
      start_date: '2027-08-02',
      end_date: '2027-08-03',
    });
    expect([outside.status, Object.keys(outside.body.errors)]).toEqual([422, ['start_date']]);
    const first = await apply(teacher, {
      leave_type_id: cl,
      start_date: '2027-02-01',
      end_date: '2027-02-02',
    });
    expect(first.status).toBe(200);
    const overlap = await apply(teacher, {
      leave_type_id: cl,
      start_date: '2027-02-02',
      end_date: '2027-02-03',
    });
    expect([overlap.status, Object.keys(overlap.body.errors)]).toEqual([422, ['start_date']]);
    const lwp = await leaveTypeId(t, riverside, 'LWP');
    const half = await apply(teacher, {
      leave_type_id: lwp,
      start_date: '2027-02-08',
      end_date: '2027-02-08',
      portions: { '2027-02-08': 'second_half' },
    });
    expect([half.status, Object.keys(half.body.errors)]).toEqual([422, ['portions']]);
    const sl = await leaveTypeId(t, riverside, 'SL');
    const noNote = await apply(teacher, {
      leave_type_id: sl,
      start_date: '2027-02-15',
      end_date: '2027-02-17',
    });
    expect([noNote.status, Object.keys(noNote.body.errors)]).toEqual([422, ['attachment']]);
    const child = await apply(guardian, {
      leave_type_id: cl,
      start_date: '2027-02-15',
      end_date: '2027-02-15',
    });
    expect([child.status, Object.keys(child.body.errors)]).toEqual([422, ['student_id']]);
  });

  test('an attachment is stored privately; a wrong type or over 5 MB is refused on attachment', async () => {
    const sl = await leaveTypeId(t, riverside, 'SL');
    const fields = {
      leave_type_id: sl,
      start_date: '2027-03-01',
      end_date: '2027-03-03',
      reason: 'Flu',
    };
    const text = new File(['hello'], 'note.pdf', { type: 'application/pdf' });
    const wrong = await t.call('POST', '/api/leaves', {
      ...teacher,
      body: leaveForm(fields, text),
    });
    expect([wrong.status, Object.keys(wrong.body.errors)]).toEqual([422, ['attachment']]);
    const big = await t.call('POST', '/api/leaves', {
      ...teacher,
      body: leaveForm(fields, pdfFile(5 * 1024 * 1024 + 1)),
    });
    expect([big.status, Object.keys(big.body.errors)]).toEqual([422, ['attachment']]);
    const ok = await t.call('POST', '/api/leaves', {
      ...teacher,
      body: leaveForm(fields, pdfFile()),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ days: 3, status: 'pending', leave_type: 'Sick leave' });
    const file = await t.call('GET', ok.body.data.attachment, teacher);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    // The guardian has nothing to do with it.
    expect((await t.call('GET', ok.body.data.attachment, guardian)).status).toBe(404);
  });
});

describe('deciding', () => {
  test('approval fills staff attendance as On leave and the report shows the balance down by two', async () => {
    const filed = await apply(teacher, {
      leave_type_id: cl,
      start_date: '2027-03-15',
      end_date: '2027-03-16',
    });
    expect(filed.status).toBe(200);
    const id = filed.body.data.id;
    const pending = await t.call('GET', '/api/leave-requests?status=pending', riverside);
    expect(pending.body.data.map((r: { id: number }) => r.id)).toContain(id);
    const approved = await t.call('POST', `/api/leaves/${id}/approve`, {
      ...riverside,
      body: { comment: 'Enjoy' },
    });
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);
    const schoolId = await schoolIdOf(t, 'riverside');
    const userId = await userIdOf(t, 'riverside', 'teacher@riverside.test');
    const marks = await t.handle.db
      .select({ date: staffAttendance.date, status: staffAttendance.status })
      .from(staffAttendance)
      .where(and(eq(staffAttendance.schoolId, schoolId), eq(staffAttendance.userId, userId)));
    expect(marks).toEqual(
      expect.arrayContaining([
        { date: '2027-03-15', status: 'on_leave' },
        { date: '2027-03-16', status: 'on_leave' },
      ]),
    );
    const report = await t.call(
      'GET',
      '/api/leave-report?month=2027-03&kind=staff&leave_type_id=' + cl,
      riverside,
    );
    const row = report.body.data.find((r: { person: string }) => r.person === 'Daniel Mensah');
    expect(row).toMatchObject({
      allocated: 12,
      taken_in_month: 2,
      without_pay_in_month: 0,
      remaining: 10,
    });
    // Only their own days: everyone else the type applies to took none.
    const others = report.body.data.filter((r: { person: string }) => r.person !== 'Daniel Mensah');
    expect(others.length).toBeGreaterThan(0);
    expect(others.map((r: { taken_in_month: number }) => r.taken_in_month)).toEqual(
      others.map(() => 0),
    );
    const again = await t.call('POST', `/api/leaves/${id}/approve`, { ...riverside, body: {} });
    expect(again.status).toBe(409);
    const late = await t.call('POST', `/api/leaves/${id}/cancel`, { ...teacher, body: {} });
    expect(late.status).toBe(409);
  });

  test('days beyond the balance are without pay', async () => {
    const tiny = await t.call('POST', '/api/leave-types', {
      ...riverside,
      body: {
        name: unique('Tiny'),
        code: unique('t').slice(0, 8),
        allocated_days: 1,
        role_ids: [await roleId('School Admin')],
      },
    });
    const res = await apply(riverside, {
      leave_type_id: tiny.body.data.id,
      start_date: '2027-04-05',
      end_date: '2027-04-07',
    });
    expect(res.body.data).toMatchObject({ days: 3, without_pay_days: 2 });
  });

  test('the applicant cancels a pending request; nobody else can, nor decide their own', async () => {
    const filed = await apply(riverside, {
      leave_type_id: cl,
      start_date: '2027-04-19',
      end_date: '2027-04-19',
    });
    const id = filed.body.data.id;
    expect(
      (await t.call('POST', `/api/leaves/${id}/approve`, { ...riverside, body: {} })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/leaves/${id}/cancel`, { ...teacher, body: {} })).status,
    ).toBe(404);
    expect(
      (await t.call('POST', `/api/leaves/${id}/cancel`, { ...hillcrest, body: {} })).status,
    ).toBe(404);
    const cancelled = await t.call('POST', `/api/leaves/${id}/cancel`, { ...riverside, body: {} });
    expect([cancelled.status, cancelled.body.data.status]).toEqual([200, 'cancelled']);
  });

  test("a guardian applies for their child; the class teacher sees and approves it, another school's admin gets 404", async () => {
    const child = await childOf(t, riverside, 'guardian@riverside.test');
    const other = await childOf(t, riverside, `${unique('p')}@example.test`);
    const ssl = await leaveTypeId(t, riverside, 'SSL');
    const forOther = await apply(guardian, {
      leave_type_id: ssl,
      student_id: other.id,
      start_date: '2027-01-25',
      end_date: '2027-01-25',
    });
    expect([forOther.status, Object.keys(forOther.body.errors)]).toEqual([422, ['student_id']]);
    const staffType = await apply(guardian, {
      leave_type_id: cl,
      student_id: child.id,
      start_date: '2027-01-25',
      end_date: '2027-01-25',
    });
    expect([staffType.status, Object.keys(staffType.body.errors)]).toEqual([
      422,
      ['leave_type_id'],
    ]);
    const filed = await apply(guardian, {
      leave_type_id: ssl,
      student_id: child.id,
      start_date: '2027-01-25',
      end_date: '2027-01-26',
    });
    expect(filed.status).toBe(200);
    const id = filed.body.data.id;
    const mine = await t.call('GET', '/api/leaves', guardian);
    expect(mine.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await t.call('GET', '/api/leave-requests', guardian)).status).toBe(403);

    // Not yet their class: the teacher sees no student leave and cannot decide it.
    const before = await t.call('GET', '/api/leave-requests', teacher);
    expect(before.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(
      (await t.call('POST', `/api/leaves/${id}/approve`, { ...teacher, body: {} })).status,
    ).toBe(404);
    await makeClassTeacher(t, 'riverside', child.sectionId, 'teacher@riverside.test');
    const list = await t.call('GET', '/api/leave-requests', teacher);
    expect(list.body.data.map((r: { id: number; kind: string }) => [r.id, r.kind])).toEqual([
      [id, 'student'],
    ]);
    expect(
      (await t.call('POST', `/api/leaves/${id}/approve`, { ...hillcrest, body: {} })).status,
    ).toBe(404);
    const approved = await t.call('POST', `/api/leaves/${id}/approve`, { ...teacher, body: {} });
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);
  });
});

describe('the report', () => {
  type ReportRow = {
    id: number;
    kind: string;
    person: string;
    allocated: number;
    carried_forward: number;
    taken_in_month: number;
    without_pay_in_month: number;
    remaining: number;
  };
  const newType = async (name: string, allocated_days: number, role_ids: number[]) =>
    (
      await make(t, riverside, '/api/leave-types', {
        name: unique(name),
        code: unique('r').slice(0, 10),
        allocated_days,
        role_ids,
      })
    ).id as number;
  const addStaff = async (name: string, role_id: number, joining_date: string) => {
    const full_name = unique(name);
    const email = `${unique('staff')}@example.test`.toLowerCase();
    await make(t, riverside, '/api/staff', { full_name, email, joining_date, role_id });
    return full_name;
  };
  /** A student admitted on `admission_date` (written directly: the API refuses a future one). */
  const addStudent = async (admission_date: string) => {
    const ids = await metaIds(t, riverside.token, 'riverside');
    const body = studentBody(sectionOf(ids, 1).id);
    const { id } = await make(t, riverside, '/api/students', body);
    await t.handle.db
      .update(students)
      .set({ admissionDate: admission_date })
      .where(eq(students.id, id));
    return { ...(await studentNamed(body.first_name)), sectionId: sectionOf(ids, 1).id };
  };
  const studentNamed = async (firstName: string) => {
    const res = await t.call(
      'GET',
      `/api/students?search=${encodeURIComponent(firstName)}`,
      riverside,
    );
    const s = res.body.data[0];
    return { id: s.id as number, name: `${s.first_name} ${s.last_name}` };
  };
  const report = async (as: As, month: string, typeId: number, search = '') =>
    (
      await t.call(
        'GET',
        `/api/leave-report?month=${month}&leave_type_id=${typeId}&per_page=100&search=${encodeURIComponent(search)}`,
        as,
      )
    ).body.data as ReportRow[];
  const names = (rows: ReportRow[]) => rows.map((r) => r.person);

  test('lists everyone a type applies to from the month they joined until they left, with their allocation', async () => {
    const accountant = await roleId('Accountant');
    const staffType = await newType('Report staff leave', 7, [accountant]);
    const studentType = await newType('Report pupil leave', 4, [await roleId('Guardian')]);
    const clerk = await addStaff('Clerk', accountant, '2026-09-01');
    const newcomer = await addStaff('Newcomer', accountant, '2027-02-01');
    const tutor = await addStaff('Tutor', await roleId('Teacher'), '2026-09-01');
    const gone = await addStaff('Gone', accountant, '2026-09-01');
    const goneId = (await t.call('GET', `/api/staff?search=${encodeURIComponent(gone)}`, riverside))
      .body.data[0].id;
    expect((await t.call('DELETE', `/api/staff/${goneId}`, riverside)).status).toBe(200);
    const pupil = await addStudent('2026-09-01');
    const future = await addStudent('2027-02-01');
    const leaver = await addStudent('2026-09-01');
    const left = await t.call('POST', `/api/students/${leaver.id}/status`, {
      ...riverside,
      body: { status: 'left', on_date: '2026-12-15' },
    });
    expect(left.status).toBe(200);

    // Nobody applied: each shows the allocation, nothing taken.
    const staff = await report(riverside, '2027-01', staffType);
    expect(staff.find((r) => r.person === clerk)).toMatchObject({
      kind: 'staff',
      allocated: 7,
      carried_forward: 0,
      taken_in_month: 0,
      without_pay_in_month: 0,
      remaining: 7,
    });
    // Not a role the type names, not joined yet, and no student on a staff type.
    expect(names(staff)).not.toContain(tutor);
    expect(names(staff)).not.toContain(newcomer);
    // Disabled now: not on a later month's report.
    expect(names(staff)).not.toContain(gone);
    expect(staff.every((r) => r.kind === 'staff')).toBe(true);
    expect(names(await report(riverside, '2027-02', staffType))).toContain(newcomer);

    const pupils = async (month: string) =>
      names(await report(riverside, month, studentType, 'Lovelace'));
    expect(await report(riverside, '2027-01', studentType, pupil.name)).toEqual([
      expect.objectContaining({ kind: 'student', allocated: 4, taken_in_month: 0, remaining: 4 }),
    ]);
    expect(await pupils('2027-01')).not.toContain(future.name);
    expect(await pupils('2027-02')).toContain(future.name);
    expect(await pupils('2027-01')).not.toContain(leaver.name);
    expect(await pupils('2026-12')).toContain(leaver.name);
    expect((await report(riverside, '2027-01', staffType, tutor)).length).toBe(0);

    // Every row has its own id.
    const all = (await t.call('GET', '/api/leave-report?month=2027-01&per_page=100', riverside))
      .body.data as ReportRow[];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);

    // A class teacher sees their own class-section's students, and no staff.
    await makeClassTeacher(t, 'riverside', pupil.sectionId, 'teacher@riverside.test');
    expect(names(await report(teacher, '2027-01', studentType, pupil.name))).toEqual([pupil.name]);
    expect(await report(teacher, '2027-01', staffType)).toEqual([]);

    const csv = await t.call(
      'GET',
      `/api/leave-report?month=2027-01&leave_type_id=${staffType}&format=csv`,
      riverside,
    );
    expect(csv.body).toContain(clerk);
  });

  test('someone who applied stays on the report after the type stops naming their role', async () => {
    const typeId = await newType('Report study leave', 3, [await roleId('Teacher')]);
    const filed = await apply(teacher, {
      leave_type_id: typeId,
      start_date: '2027-05-03',
      end_date: '2027-05-03',
    });
    expect(filed.status).toBe(200);
    const type = (await t.call('GET', `/api/leave-types/${typeId}`, riverside)).body.data;
    const edited = await t.call('PUT', `/api/leave-types/${typeId}`, {
      ...riverside,
      body: { ...type, role_ids: [await roleId('Accountant')] },
    });
    expect(edited.status).toBe(200);
    const rows = await report(riverside, '2027-05', typeId, 'Daniel Mensah');
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'staff', allocated: 3, taken_in_month: 0, remaining: 3 }),
    ]);
  });
});
