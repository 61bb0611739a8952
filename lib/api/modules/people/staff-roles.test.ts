/** Teachers, staff, roles and inquiries through the API. */
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { metaIds, sectionOf, type Ids } from './test-support';

let t: TestApi;
let admin: string;
let hill: string;
let ids: Ids;
const R = { school: 'riverside' };
const H = { school: 'hillcrest' };

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  hill = await t.login('admin@hillcrest.test');
  ids = await metaIds(t, admin, 'riverside');
});
afterAll(() => t.close());

const person = (extra: Record<string, unknown> = {}) => ({
  full_name: 'Nia Clarke',
  email: `${unique('nia')}@example.test`,
  joining_date: '2026-06-01',
  qualification: 'B.Ed.',
  password: 'Correct-horse-1',
  ...extra,
});

describe('teachers', () => {
  test('add with class-teacher sections, sign in, edit, disable; foreign ids 404', async () => {
    const cs = sectionOf(ids, 0).id;
    const res = await t.call('POST', '/api/teachers', {
      ...R,
      token: admin,
      body: person({ class_section_ids: [cs] }),
    });
    expect(res.status).toBe(200);
    const teacher = res.body.data;
    expect(teacher).toMatchObject({
      roles: ['Teacher'],
      qualification: 'B.Ed.',
      salary_basis: 'monthly',
    });
    expect(teacher.class_teacher_of).toEqual([
      { class_section_id: cs, name: sectionOf(ids, 0).name },
    ]);
    const token = await t.login(teacher.email, 'Correct-horse-1', 'riverside');
    expect((await t.call('GET', '/api/students', { ...R, token })).status).toBe(200);

    expect((await t.call('GET', `/api/teachers/${teacher.id}`, { ...H, token: hill })).status).toBe(
      404,
    );
    expect(
      (await t.call('DELETE', `/api/teachers/${teacher.id}`, { ...H, token: hill })).status,
    ).toBe(404);

    const dup = await t.call('POST', '/api/teachers', {
      ...R,
      token: admin,
      body: person({ email: teacher.email }),
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({
      email: 'This e-mail is already used by another account of the school.',
    });

    const off = await t.call('DELETE', `/api/teachers/${teacher.id}`, { ...R, token: admin });
    expect(off.status).toBe(200);
    expect((await t.call('GET', '/api/me', { ...R, token })).status).toBe(401);
    expect(
      (await t.call('GET', `/api/teachers/${teacher.id}`, { ...R, token: admin })).body.data.status,
    ).toBe('disabled');
  });

  test('validation names the fields; a Teacher cannot add teachers', async () => {
    const bad = await t.call('POST', '/api/teachers', {
      ...R,
      token: admin,
      body: { full_name: '', email: 'x', joining_date: '2026-02-30', salary_basis: 'weekly' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      full_name: 'The name is required.',
      email: 'The e-mail must be a valid e-mail address.',
      joining_date: 'The joining date must be a real date written YYYY-MM-DD.',
      salary_basis: 'The salary basis must be monthly, daily or hourly.',
    });
    const teacher = await t.login('teacher@riverside.test');
    expect(
      (await t.call('POST', '/api/teachers', { ...R, token: teacher, body: person() })).status,
    ).toBe(403);
  });
});

describe('roles and staff', () => {
  test('a custom role with only student-list: its holder lists students and nothing else', async () => {
    const role = await t.call('POST', '/api/roles', {
      ...R,
      token: admin,
      body: { name: unique('Clerk'), permissions: ['student-list'] },
    });
    expect(role.status).toBe(200);
    expect(role.body.data).toMatchObject({ is_reserved: false, permissions: ['student-list'] });
    const staff = await t.call('POST', '/api/staff', {
      ...R,
      token: admin,
      body: person({ role_id: role.body.data.id }),
    });
    expect(staff.status).toBe(200);
    expect(staff.body.data.roles).toEqual([role.body.data.name]);
    const token = await t.login(staff.body.data.email, 'Correct-horse-1', 'riverside');
    expect((await t.call('GET', '/api/students', { ...R, token })).status).toBe(200);
    for (const path of [
      '/api/teachers',
      '/api/staff',
      '/api/roles',
      '/api/guardians',
      '/api/admission-inquiries',
    ])
      expect([path, (await t.call('GET', path, { ...R, token })).status]).toEqual([path, 403]);
    const me = await t.call('GET', '/api/me', { ...R, token });
    expect(me.body.data.user.permissions).toEqual(['student-list']);

    const inUse = await t.call('DELETE', `/api/roles/${role.body.data.id}`, { ...R, token: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(
      `This role is held by 1 person: Nia Clarke. Give them another role first.`,
    );
  });

  test('reserved roles cannot be renamed or deleted; names are unique; permissions come from the catalogue', async () => {
    const list = await t.call('GET', '/api/roles', { ...R, token: admin });
    const teacherRole = list.body.data.find((r: { name: string }) => r.name === 'Teacher');
    const rename = await t.call('PUT', `/api/roles/${teacherRole.id}`, {
      ...R,
      token: admin,
      body: { name: 'Instructor', permissions: ['student-list'] },
    });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe('"Teacher" is a reserved role and cannot be renamed.');
    const del = await t.call('DELETE', `/api/roles/${teacherRole.id}`, { ...R, token: admin });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('"Teacher" is a reserved role and cannot be deleted.');
    const dup = await t.call('POST', '/api/roles', {
      ...R,
      token: admin,
      body: { name: 'Accountant', permissions: [] },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ name: 'A role with this name already exists.' });
    const reserved = await t.call('POST', '/api/roles', {
      ...R,
      token: admin,
      body: { name: 'Guardian', permissions: [] },
    });
    expect(reserved.body.errors).toEqual({
      name: 'This name belongs to a reserved role; choose another.',
    });
    const bogus = await t.call('POST', '/api/roles', {
      ...R,
      token: admin,
      body: { name: unique('R'), permissions: ['launch-rockets'] },
    });
    expect(bogus.body.errors).toEqual({
      'permissions.0': 'Choose permissions from the catalogue.',
    });
    expect(
      (await t.call('GET', `/api/roles/${teacherRole.id}`, { ...H, token: hill })).status,
    ).toBe(404);
    const grouped = await t.call('GET', '/api/permissions', { ...R, token: admin });
    expect(grouped.body.data).toContainEqual({
      area: 'student',
      permissions: [
        'student-list',
        'student-create',
        'student-edit',
        'student-delete',
        'student-view',
        'student-admission-inquiry-list',
        'student-bulk-import',
      ],
    });
  });

  test('staff need a staff role of their school; nobody disables themselves', async () => {
    const list = await t.call('GET', '/api/roles', { ...R, token: admin });
    const guardianRole = list.body.data.find((r: { name: string }) => r.name === 'Guardian');
    const res = await t.call('POST', '/api/staff', {
      ...R,
      token: admin,
      body: person({ role_id: guardianRole.id }),
    });
    expect(res.body.errors).toEqual({ role_id: 'Choose a staff role of this school.' });
    const me = await t.call('GET', '/api/me', { ...R, token: admin });
    const self = await t.call('DELETE', `/api/staff/${me.body.data.user.id}`, {
      ...R,
      token: admin,
    });
    expect(self.status).toBe(409);
  });
});

describe('inquiries', () => {
  test('record, follow up, convert to the admission prefill; the admission marks it converted', async () => {
    const created = await t.call('POST', '/api/admission-inquiries', {
      ...R,
      token: admin,
      body: {
        child_name: 'Tomi Ade',
        parent_name: 'Funmi Ade',
        parent_email: 'FUNMI@example.test',
        source: 'Open day',
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const bad = await t.call('POST', `/api/admission-inquiries/${id}/follow-ups`, {
      ...R,
      token: admin,
      body: { method: 'pigeon', outcome: '' },
    });
    expect(bad.body.errors).toEqual({
      method: 'The method must be call, visit, email, message or other.',
      outcome: 'The outcome is required.',
    });
    const follow = await t.call('POST', `/api/admission-inquiries/${id}/follow-ups`, {
      ...R,
      token: admin,
      body: {
        on_date: '2026-06-02',
        method: 'call',
        outcome: 'Will visit',
        next_date: '2026-06-09',
      },
    });
    expect(follow.body.data.follow_ups).toEqual([
      expect.objectContaining({ method: 'call', outcome: 'Will visit', next_date: '2026-06-09' }),
    ]);
    expect(follow.body.data.next_follow_up).toBe('2026-06-09');
    const prefill = await t.call('POST', `/api/admission-inquiries/${id}/convert`, {
      ...R,
      token: admin,
    });
    expect(prefill.body.data).toMatchObject({
      inquiry_id: id,
      first_name: 'Tomi',
      last_name: 'Ade',
      guardians: [{ full_name: 'Funmi Ade', email: 'funmi@example.test', is_primary: true }],
    });
    const admitted = await t.call('POST', '/api/students', {
      ...R,
      token: admin,
      body: {
        ...prefill.body.data,
        gender: 'male',
        date_of_birth: '2017-01-01',
        class_section_id: sectionOf(ids, 0).id,
      },
    });
    expect(admitted.status).toBe(200);
    const after = await t.call('GET', `/api/admission-inquiries/${id}`, { ...R, token: admin });
    expect(after.body.data.status).toBe('converted');
    expect(
      (await t.call('GET', `/api/admission-inquiries/${id}`, { ...H, token: hill })).status,
    ).toBe(404);
    const teacher = await t.login('teacher@riverside.test');
    expect((await t.call('GET', '/api/admission-inquiries', { ...R, token: teacher })).status).toBe(
      403,
    );
  });
});
