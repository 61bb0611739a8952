/** The calls of SPEC §7 with the shapes the client reads, computed from each school's own data. */
import { and, eq } from 'drizzle-orm';
import { feeStructures, schools, sessionYears } from '../db/schema';
import { startTestApi, type TestApi } from './test-support/harness';
import { defined } from '../test-support/defined';
import { createUser, roleIdByName } from './modules/identity/users';

let t: TestApi;
let riverside: string;
let hillcrest: string;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await t.login('admin@riverside.test');
  hillcrest = await t.login('admin@hillcrest.test');
});
afterAll(() => t.close());

describe('GET /api/schools/by-subdomain/{subdomain}', () => {
  test("reads the school's name, logo and school_code", async () => {
    const res = await t.call('GET', '/api/schools/by-subdomain/riverside', { school: 'riverside' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      name: 'Riverside Academy',
      logo: '/storage/riverside-logo.svg',
      school_code: expect.stringMatching(/^SCH\d{6}$/),
      subdomain: 'riverside',
      // The login page paints the school's colours before anyone signs in.
      theme: {
        primary: expect.stringMatching(/^#[0-9a-f]{6}$/i),
        secondary: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      },
    });
  });

  test('unknown: 404 with a clear message; suspended: 404 saying so', async () => {
    const unknown = await t.call('GET', '/api/schools/by-subdomain/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: true,
      message: 'School not found: no school uses the address "nowhere".',
    });
    await t.handle.db
      .update(schools)
      .set({ status: 'suspended' })
      .where(eq(schools.subdomain, 'hillcrest'));
    const suspended = await t.call('GET', '/api/schools/by-subdomain/hillcrest');
    await t.handle.db
      .update(schools)
      .set({ status: 'active' })
      .where(eq(schools.subdomain, 'hillcrest'));
    expect(suspended.status).toBe(404);
    expect(suspended.body.message).toContain('is suspended');
  });
});

describe('system settings', () => {
  test.each(['/api/system/data', '/api/get-settings'])(
    '%s reads the product branding without login',
    async (path) => {
      const res = await t.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        system_name: 'Schola',
        name: 'Schola',
        favicon: expect.any(String),
        horizontal_logo: expect.any(String),
        vertical_logo: expect.any(String),
        logo: expect.any(String),
      });
    },
  );
});

describe('GET /api/get-school-settings', () => {
  test('answers each school with its own settings and needs a session', async () => {
    const a = await t.call('GET', '/api/get-school-settings', {
      token: riverside,
      school: 'riverside',
    });
    const b = await t.call('GET', '/api/get-school-settings', {
      token: hillcrest,
      school: 'hillcrest',
    });
    expect(a.body.data).toMatchObject({
      school_name: 'Riverside Academy',
      vertical_logo: '/storage/riverside-logo.svg',
      currency: 'USD',
    });
    expect(b.body.data).toMatchObject({
      school_name: 'Hillcrest High School',
      vertical_logo: '/storage/hillcrest-logo.svg',
      currency: 'GBP',
    });
    expect((await t.call('GET', '/api/get-school-settings', { school: 'riverside' })).status).toBe(
      401,
    );
  });
});

describe('GET /api/meta-data', () => {
  const LISTS = [
    'mediums',
    'sections',
    'streams',
    'shifts',
    'semesters',
    'fees',
    'classes',
    'class_section',
    'session_year_all',
    'months',
    'feesType',
    'subjects',
  ];

  test('returns every list, each item with id and name', async () => {
    const res = await t.call('GET', '/api/meta-data', { token: riverside, school: 'riverside' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual([...LISTS].sort());
    for (const list of LISTS) {
      for (const item of res.body.data[list])
        expect(item).toEqual(
          expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
        );
    }
    expect(res.body.data.months).toHaveLength(12);
    expect(res.body.data.class_section.map((c: { name: string }) => c.name)).toContain(
      'Grade 1 - A',
    );
  });

  test('marks exactly one session year as default with 1', async () => {
    const res = await t.call('GET', '/api/meta-data', { token: hillcrest, school: 'hillcrest' });
    const flags = res.body.data.session_year_all.map((s: { default: number }) => s.default);
    expect(flags.filter((f: number) => f === 1)).toHaveLength(1);
    expect(flags.every((f: number) => f === 0 || f === 1)).toBe(true);
    expect(
      res.body.data.session_year_all.find((s: { default: number }) => s.default === 1).name,
    ).toBe('2026-2027');
  });

  test("holds only the caller's school's rows", async () => {
    const a = await t.call('GET', '/api/meta-data', { token: riverside, school: 'riverside' });
    const b = await t.call('GET', '/api/meta-data', { token: hillcrest, school: 'hillcrest' });
    const names = (r: typeof a, list: string) =>
      r.body.data[list].map((x: { name: string }) => x.name);
    expect(names(a, 'classes')).toEqual(['Grade 1', 'Grade 2', 'Grade 3']);
    expect(names(b, 'classes')).toEqual(['Year 10', 'Year 11']);
    expect(names(a, 'subjects')).not.toContain('Physics');
    expect(names(b, 'feesType')).toContain('Laboratory');
    expect(names(a, 'feesType')).not.toContain('Laboratory');
  });

  test('needs a session', async () => {
    expect((await t.call('GET', '/api/meta-data', { school: 'riverside' })).status).toBe(401);
  });
});

describe('GET /api/me', () => {
  test('reads data.user with full_name, image, role, roles and permissions', async () => {
    const token = await t.login('accountant@hillcrest.test');
    const res = await t.call('GET', '/api/me', { token, school: 'hillcrest' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      full_name: 'Priya Nair',
      image: null,
      role: 'Accountant',
      roles: [{ name: 'Accountant' }],
    });
    expect(res.body.data.user.permissions).toEqual(
      expect.arrayContaining(['fees-list', 'fees-create', 'fees-type-list']),
    );
    expect(res.body.data.user.permissions).not.toContain('student-list');
  });

  test('a teacher holds the Teacher role and none of the staff permissions', async () => {
    const token = await t.login('teacher@riverside.test');
    const res = await t.call('GET', '/api/me', { token, school: 'riverside' });
    expect(res.body.data.user.role).toBe('Teacher');
    expect(res.body.data.user.permissions).not.toContain('staff-list');
    expect(res.body.data.user.permissions).not.toContain('expense-list');
  });
});

describe('GET /api/dashboard-stats', () => {
  test("counts the school's real people and structure, and follows changes", async () => {
    const before = await t.call('GET', '/api/dashboard-stats', {
      token: riverside,
      school: 'riverside',
    });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      total_teachers: 1,
      total_guardians: 1,
      total_staff: 3,
      total_classes: 3,
      total_class_sections: 6,
      total_subjects: 3,
      session_year: { name: '2026-27' },
    });
    const [found] = await t.handle.db
      .select()
      .from(schools)
      .where(eq(schools.subdomain, 'riverside'));
    const school = defined(found, 'riverside');
    const teacherRole = await roleIdByName(t.handle.db, school.id, 'Teacher');
    await createUser(t.handle.db, school.id, {
      email: 'new.teacher@riverside.test',
      fullName: 'New Teacher',
      password: 'Schola-demo-1',
      roleIds: [teacherRole as number],
    });
    const after = await t.call('GET', '/api/dashboard-stats', {
      token: riverside,
      school: 'riverside',
    });
    expect(after.body.data.total_teachers).toBe(2);
    expect(after.body.data.total_staff).toBe(4);
    const other = await t.call('GET', '/api/dashboard-stats', {
      token: hillcrest,
      school: 'hillcrest',
    });
    expect(other.body.data).toMatchObject({
      total_teachers: 1,
      total_classes: 2,
      total_class_sections: 4,
      total_subjects: 4,
    });
  });

  test('shows a user only the counts their permissions cover', async () => {
    const token = await t.login('guardian@hillcrest.test');
    const res = await t.call('GET', '/api/dashboard-stats', { token, school: 'hillcrest' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      session_year: expect.objectContaining({ name: '2026-2027' }),
      figures: [],
      charts: [],
      my_classes: [],
      // Their own announcements (none in this seed), and no approver's queue.
      announcements: [],
      pending_leave_requests: null,
      // The school's payments are staff's (fees-list through a staff role), never a guardian's.
      latest_payments: [],
      // Today's registers not taken are the admin's to see.
      register_completion: null,
    });
  });
});

describe('GET /api/fees/fee-summary', () => {
  test('sums the fees of the default session when none is named', async () => {
    const res = await t.call('GET', '/api/fees/fee-summary', {
      token: riverside,
      school: 'riverside',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      session_year_name: '2026-27',
      currency: 'USD',
      fee_structures: 5, // a tuition one per class, and transport beside it on two
      total_due: 0, // structures only: no dues assigned in the reference data
      collected: 0,
      outstanding: 0,
    });
  });

  test('follows a change in the data and gives zeros for a session without fees', async () => {
    const token = await t.login('accountant@hillcrest.test');
    const meta = await t.call('GET', '/api/meta-data', { token: hillcrest, school: 'hillcrest' });
    const sessions = meta.body.data.session_year_all as { id: number; default: number }[];
    const current = sessions.find((s) => s.default === 1)!;
    const previous = sessions.find((s) => s.default === 0)!;
    const empty = await t.call('GET', `/api/fees/fee-summary?session_year_id=${previous.id}`, {
      token,
      school: 'hillcrest',
    });
    expect(empty.body.data).toMatchObject({
      session_year_id: previous.id,
      fee_structures: 0,
      total_due: 0,
      per_class: [],
      per_month: [],
    });
    const [row] = await t.handle.db
      .select()
      .from(feeStructures)
      .where(eq(feeStructures.sessionYearId, current.id))
      .limit(1);
    await t.handle.db.insert(feeStructures).values({
      schoolId: defined(row, "hillcrest's fee structure").schoolId,
      name: 'Trip',
      sessionYearId: current.id,
      dueDate: '2026-10-01',
    });
    const res = await t.call('GET', `/api/fees/fee-summary?session_year_id=${current.id}`, {
      token,
      school: 'hillcrest',
    });
    expect(res.body.data).toMatchObject({
      currency: 'GBP',
      fee_structures: 5, // tuition and transport on both classes, and the trip
    });
  });

  test("another school's session year is a 404; a bad id a 422; no fees-list a 403", async () => {
    const [other] = await t.handle.db
      .select({ id: sessionYears.id })
      .from(sessionYears)
      .innerJoin(schools, eq(schools.id, sessionYears.schoolId))
      .where(and(eq(schools.subdomain, 'hillcrest'), eq(sessionYears.isDefault, true)));
    const foreign = await t.call(
      'GET',
      `/api/fees/fee-summary?session_year_id=${defined(other, "hillcrest's session year").id}`,
      {
        token: riverside,
        school: 'riverside',
      },
    );
    expect(foreign.status).toBe(404);
    const bad = await t.call('GET', '/api/fees/fee-summary?session_year_id=abc', {
      token: riverside,
      school: 'riverside',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ session_year_id: 'The session year must be a number.' });
    const teacher = await t.login('teacher@riverside.test');
    const denied = await t.call('GET', '/api/fees/fee-summary', {
      token: teacher,
      school: 'riverside',
    });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You need the "fees-list" permission to do this.');
  });
});
