/** Students, guardians and admissions through the API: validation, uniqueness, permissions, tenancy. */
import { addDays, todayIn } from '../../../calendar';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { metaIds, sectionOf, studentBody, type Ids } from './test-support';

let t: TestApi;
let admin: string;
let hill: string;
let ids: Ids;
const R = { school: 'riverside' };

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  hill = await t.login('admin@hillcrest.test');
  ids = await metaIds(t, admin, 'riverside');
});
afterAll(() => t.close());

const admit = (body: unknown, token = admin) =>
  t.call('POST', '/api/students', { ...R, token, body });

describe('admission', () => {
  test('admits with two guardians, a generated admission number and the next roll number', async () => {
    const cs = sectionOf(ids, 0).id;
    const tag = unique('fam');
    const res = await admit(
      studentBody(cs, {
        guardians: [
          {
            full_name: 'Mother',
            email: `${tag}-m@example.test`,
            relation: 'mother',
            is_primary: true,
          },
          {
            full_name: 'Father',
            email: `${tag}-f@example.test`,
            relation: 'father',
            is_primary: false,
          },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.admission_no).toMatch(/^\d{4}-\d{4}$/);
    expect(s.roll_number).toBeGreaterThanOrEqual(1);
    expect(s.status).toBe('active');
    expect(s.guardians).toHaveLength(2);
    expect(s.guardians[0]).toMatchObject({ relation: 'mother', is_primary: true });
    expect(s.history).toEqual([
      expect.objectContaining({ event: 'admission', to_class_section_id: cs }),
    ]);

    const next = await admit(studentBody(cs));
    const seq = (n: string) => Number(n.split('-')[1]);
    expect(seq(next.body.data.admission_no)).toBe(seq(s.admission_no) + 1);
    expect(next.body.data.roll_number).toBe(s.roll_number + 1);
  });

  test('siblings share one guardian account, matched by e-mail in any case', async () => {
    const email = `${unique('sib')}@example.test`;
    const g = (e: string) => [
      { full_name: 'Shared Parent', email: e, relation: 'father', is_primary: true },
    ];
    const a = await admit(studentBody(sectionOf(ids, 0).id, { guardians: g(email) }));
    const b = await admit(studentBody(sectionOf(ids, 1).id, { guardians: g(email.toUpperCase()) }));
    expect(a.body.data.guardians[0].user_id).toBe(b.body.data.guardians[0].user_id);
    const guardian = await t.call('GET', `/api/guardians/${a.body.data.guardians[0].user_id}`, {
      ...R,
      token: admin,
    });
    expect(guardian.status).toBe(200);
    expect(guardian.body.data.students.map((s: { id: number }) => s.id).sort()).toEqual(
      [a.body.data.id, b.body.data.id].sort(),
    );
  });

  test('validation names each field', async () => {
    const res = await admit({
      first_name: '',
      gender: 'unknown',
      date_of_birth: '2015-02-31',
      class_section_id: sectionOf(ids, 0).id,
      guardians: [{ full_name: 'A', email: 'not-an-email', relation: 'aunt', is_primary: true }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      first_name: 'The first name is required.',
      last_name: 'The last name is required.',
      gender: 'The gender must be male, female or other.',
      date_of_birth: 'The date of birth must be a real date written YYYY-MM-DD.',
      'guardians.0.email': 'The guardian e-mail must be a valid e-mail address.',
      'guardians.0.relation': 'The relation must be father, mother or other.',
    });
  });

  test('dates are checked against today in the school’s time zone', async () => {
    const cs = sectionOf(ids, 0).id;
    // A year ahead is in the future in every time zone, whatever the school's is.
    const nextYear = addDays(todayIn('UTC'), 366);
    const res = await admit(studentBody(cs, { date_of_birth: nextYear, admission_date: nextYear }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      date_of_birth: 'The date of birth must be in the past.',
      admission_date: 'The admission date cannot be in the future.',
    });
    const early = await admit(
      studentBody(cs, { date_of_birth: '2018-04-01', admission_date: '2018-03-31' }),
    );
    expect(early.body.errors).toEqual({
      admission_date: 'The admission date cannot be before the date of birth.',
    });
  });

  test('exactly one primary guardian, distinct e-mails, at least one guardian', async () => {
    const cs = sectionOf(ids, 0).id;
    const none = await admit(studentBody(cs, { guardians: [] }));
    expect(none.status).toBe(422);
    expect(none.body.errors.guardians).toBe('Add at least one guardian.');
    const two = await admit(
      studentBody(cs, {
        guardians: [
          { full_name: 'A', email: 'a-dup@example.test', relation: 'mother', is_primary: true },
          { full_name: 'B', email: 'A-DUP@example.test', relation: 'father', is_primary: true },
        ],
      }),
    );
    expect(two.status).toBe(422);
    expect(two.body.errors).toEqual({
      'guardians.1.email': 'This e-mail is already given for guardian 1.',
      guardians: 'Choose exactly one primary contact among the guardians.',
    });
  });

  test('admission number and roll number are unique', async () => {
    const cs = sectionOf(ids, 2).id;
    const no = unique('ADM');
    const first = await admit(studentBody(cs, { admission_no: no, roll_number: 77 }));
    expect(first.status).toBe(200);
    const sameNo = await admit(studentBody(cs, { admission_no: no }));
    expect(sameNo.status).toBe(422);
    expect(sameNo.body.errors).toEqual({
      admission_no: 'This admission number is already used by another student.',
    });
    const sameRoll = await admit(studentBody(cs, { roll_number: 77 }));
    expect(sameRoll.status).toBe(422);
    expect(sameRoll.body.errors).toEqual({
      roll_number: 'This roll number is already used in the class-section for this session.',
    });
  });

  test("another school's class-section is refused on the field", async () => {
    const hillIds = await metaIds(t, hill, 'hillcrest');
    const res = await admit(studentBody(sectionOf(hillIds, 0).id));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ class_section_id: 'Choose a class-section of this school.' });
  });

  test('a Teacher without student-create is refused', async () => {
    const teacher = await t.login('teacher@riverside.test');
    const res = await admit(studentBody(sectionOf(ids, 0).id), teacher);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You need the "student-create" permission to do this.');
  });
});

describe('reading, editing, status', () => {
  test("another school's student is a 404; the school's own a 200", async () => {
    const s = (await admit(studentBody(sectionOf(ids, 0).id))).body.data;
    const own = await t.call('GET', `/api/students/${s.id}`, { ...R, token: admin });
    expect(own.status).toBe(200);
    for (const [method, body] of [
      ['GET', undefined],
      [
        'PUT',
        {
          ...studentBody(1),
          class_section_id: undefined,
          admission_no: 'X1',
          admission_date: '2026-01-01',
        },
      ],
      ['DELETE', undefined],
      ['POST', { status: 'left' }],
    ] as const) {
      const path = method === 'POST' ? `/api/students/${s.id}/status` : `/api/students/${s.id}`;
      const res = await t.call(method, path, { school: 'hillcrest', token: hill, body });
      expect([method, res.status]).toEqual([method, 404]);
    }
  });

  test('list: search by name prefix and admission number, filter, paginate, sort whitelist', async () => {
    const tag = unique('Zed').toLowerCase();
    const cs = sectionOf(ids, 3).id;
    for (let i = 0; i < 3; i++) await admit(studentBody(cs, { first_name: `${tag}${i}` }));
    const page = await t.call('GET', `/api/students?search=${tag}&per_page=2&sort=-name`, {
      ...R,
      token: admin,
    });
    expect(page.status).toBe(200);
    expect(page.body.meta).toEqual({ page: 1, per_page: 2, total: 3, total_capped: false });
    expect(page.body.data.map((s: { first_name: string }) => s.first_name)).toEqual([
      `${tag}2`,
      `${tag}1`,
    ]);
    const filtered = await t.call('GET', `/api/students?class_section_id=${cs}&search=${tag}`, {
      ...R,
      token: admin,
    });
    expect(filtered.body.meta.total).toBe(3);
    const bad = await t.call('GET', '/api/students?sort=password&per_page=500', {
      ...R,
      token: admin,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['per_page', 'sort']);
    const other = await t.call('GET', `/api/students?search=${tag}`, {
      school: 'hillcrest',
      token: hill,
    });
    expect(other.body.meta.total).toBe(0);
  });

  test('DELETE marks as left and keeps the student with their history', async () => {
    const s = (await admit(studentBody(sectionOf(ids, 0).id))).body.data;
    const del = await t.call('DELETE', `/api/students/${s.id}`, { ...R, token: admin });
    expect(del.status).toBe(200);
    const after = await t.call('GET', `/api/students/${s.id}`, { ...R, token: admin });
    expect(after.body.data.status).toBe('left');
    expect(after.body.data.history.map((h: { event: string }) => h.event)).toEqual([
      'admission',
      'status_change',
    ]);
  });

  test('edit keeps the class-section out of reach (transfers move students)', async () => {
    const s = (await admit(studentBody(sectionOf(ids, 0).id))).body.data;
    const res = await t.call('PUT', `/api/students/${s.id}`, {
      ...R,
      token: admin,
      body: {
        ...studentBody(sectionOf(ids, 1).id),
        admission_no: s.admission_no,
        admission_date: s.admission_date,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.class_section_id).toBe('Move a student with a transfer, not an edit.');
  });
});

describe('guardian sign-in', () => {
  test('a guardian sees only their own children; another family’s child is a 404', async () => {
    const mine = (
      await admit(
        studentBody(sectionOf(ids, 0).id, {
          guardians: [
            {
              full_name: 'Grace',
              email: 'guardian@riverside.test',
              relation: 'mother',
              is_primary: true,
            },
          ],
        }),
      )
    ).body.data;
    const theirs = (await admit(studentBody(sectionOf(ids, 0).id))).body.data;
    const guardian = await t.login('guardian@riverside.test');
    const children = await t.call('GET', '/api/guardian/children', { ...R, token: guardian });
    expect(children.status).toBe(200);
    expect(children.body.data.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(
      (await t.call('GET', `/api/students/${mine.id}`, { ...R, token: guardian })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/students/${theirs.id}`, { ...R, token: guardian })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/students', { ...R, token: guardian })).status).toBe(403);
  });
});

describe('applications', () => {
  test('accept admits the student once; reject needs a reason; foreign ids 404', async () => {
    const body = studentBody(sectionOf(ids, 1).id);
    const filed = await t.call('POST', '/api/admission-applications', { ...R, token: admin, body });
    expect(filed.status).toBe(200);
    expect(filed.body.data.status).toBe('pending');
    const id = filed.body.data.id;
    expect(
      (
        await t.call('POST', `/api/admission-applications/${id}/accept`, {
          school: 'hillcrest',
          token: hill,
        })
      ).status,
    ).toBe(404);
    const accepted = await t.call('POST', `/api/admission-applications/${id}/accept`, {
      ...R,
      token: admin,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.student).toMatchObject({
      first_name: body.first_name,
      status: 'active',
    });
    const again = await t.call('POST', `/api/admission-applications/${id}/accept`, {
      ...R,
      token: admin,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This application was already accepted.');

    const other = await t.call('POST', '/api/admission-applications', {
      ...R,
      token: admin,
      body: studentBody(sectionOf(ids, 1).id),
    });
    const noReason = await t.call(
      'POST',
      `/api/admission-applications/${other.body.data.id}/reject`,
      { ...R, token: admin, body: {} },
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: 'Give the reason for rejecting.' });
    const rejected = await t.call(
      'POST',
      `/api/admission-applications/${other.body.data.id}/reject`,
      {
        ...R,
        token: admin,
        body: { reason: 'Class is full' },
      },
    );
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decision_note: 'Class is full',
    });
  });
});

describe('settings and dashboard', () => {
  test('the school sets the admission number pattern; a bad one is refused on its field', async () => {
    const bad = await t.call('PUT', '/api/people-settings', {
      school: 'hillcrest',
      token: hill,
      body: { admission_number_pattern: 'HC-{YYYY}', roll_number_order: 'name' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      admission_number_pattern: 'The pattern must contain {SEQ} (or {SEQ:n}) exactly once.',
    });
    const ok = await t.call('PUT', '/api/people-settings', {
      school: 'hillcrest',
      token: hill,
      body: { admission_number_pattern: 'HC/{YY}/{SEQ:3}', roll_number_order: 'admission_no' },
    });
    expect(ok.status).toBe(200);
    const hillIds = await metaIds(t, hill, 'hillcrest');
    const s = await t.call('POST', '/api/students', {
      school: 'hillcrest',
      token: hill,
      body: studentBody(sectionOf(hillIds, 0).id, { admission_date: '2026-09-02' }),
    });
    expect(s.body.data.admission_no).toBe('HC/26/001');
  });

  test('dashboard-stats counts active students for users with student-list', async () => {
    const before = (await t.call('GET', '/api/dashboard-stats', { ...R, token: admin })).body.data
      .total_students;
    await admit(studentBody(sectionOf(ids, 0).id));
    const after = (await t.call('GET', '/api/dashboard-stats', { ...R, token: admin })).body.data
      .total_students;
    expect(after).toBe(before + 1);
    const guardian = await t.login('guardian@hillcrest.test');
    const g = await t.call('GET', '/api/dashboard-stats', { school: 'hillcrest', token: guardian });
    expect(g.body.data.total_students).toBeUndefined();
  });
});
