/**
 * Promotion whatever the size: a class-section of 8,334 students moves in bounded batches with
 * two exceptions, a whole class of two sections moves section by section, and roll numbers
 * follow the school's order (natural admission-number order included).
 */
import { and, eq, sql } from 'drizzle-orm';
import { schools, sessionYears, students } from '../../../db/schema';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { PROMOTION_BATCH } from './promotion';
import { metaIds, type Ids } from './test-support';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let admin: string;
let ids: Ids;
let schoolId: number;
let current: number;
let next: number;
const R = { school: 'riverside' };

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  ids = await metaIds(t, admin, 'riverside');
  const { db } = t.handle;
  schoolId = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, 'riverside'))
    .then((rows) => defined(rows[0], 'the riverside school').id);
  current = ids.sessions.find((s) => s.default === 1)!.id;
  next = await db
    .insert(sessionYears)
    .values({ schoolId, name: unique('2027-28'), startDate: '2027-06-01', endDate: '2028-05-31' })
    .returning({ id: sessionYears.id })
    .then((rows) => defined(rows[0], 'the inserted session').id);
});
afterAll(() => t.close());

const section = (name: string) => ids.classSections.find((c) => c.name === name)!.id;

/** `count` students straight into the table (one statement), named `${tag}-{n}`. */
async function fill(classSectionId: number, count: number, tag: string) {
  await t.handle.db.execute(sql`insert into ${students}
    (school_id, admission_no, first_name, last_name, gender, date_of_birth, admission_date,
     class_section_id, session_year_id)
    select ${schoolId}, ${tag} || '-' || n, 'Pupil', ${tag} || lpad(n::text, 5, '0'), 'other',
      '2015-01-01', '2026-06-01', ${classSectionId}, ${current}
    from generate_series(1, ${count}) as n`);
  const rows = await t.handle.db
    .select({ id: students.id, no: students.admissionNo })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), sql`${students.admissionNo} like ${tag + '-%'}`));
  return new Map(rows.map((r) => [r.no, r.id]));
}

const post = (path: string, body: unknown) => t.call('POST', path, { ...R, token: admin, body });

test('a class-section of 8,334 students is promoted in bounded batches with two exceptions', async () => {
  const [from, to] = [section('Grade 3 - A'), section('Grade 3 - B')];
  const tag = unique('big');
  const byNo = await fill(from, 8334, tag);
  const failing = byNo.get(`${tag}-17`)!;
  const leaving = byNo.get(`${tag}-4000`)!;
  const plan = {
    from_session_year_id: current,
    to_session_year_id: next,
    sections: [{ from_class_section_id: from, to_class_section_id: to }],
    exceptions: [
      { student_id: failing, result: 'fail', next: 'continue' },
      { student_id: leaving, result: 'pass', next: 'leave' },
    ],
  };
  const preview = await post('/api/promotions/preview', plan);
  expect(preview.body.data).toMatchObject({
    students: 8334,
    promoted: 8332,
    repeating: 1,
    left: 1,
  });

  const totals = { promoted: 0, repeating: 0, left: 0, requests: 0 };
  let remaining = Infinity;
  while (remaining > 0) {
    const res = await post('/api/promotions', plan);
    expect(res.status).toBe(200);
    expect(res.body.data.moved).toBeLessThanOrEqual(PROMOTION_BATCH);
    for (const k of ['promoted', 'repeating', 'left'] as const) totals[k] += res.body.data[k];
    totals.requests++;
    remaining = res.body.data.remaining;
  }
  expect(totals).toEqual({
    promoted: 8332,
    repeating: 1,
    left: 1,
    requests: Math.ceil(8334 / PROMOTION_BATCH),
  });

  const moved = await t.call(
    'GET',
    `/api/students?class_section_id=${to}&session_year_id=${next}&per_page=1`,
    { ...R, token: admin },
  );
  expect(moved.body.meta.total).toBe(8332);
  // Roll numbers 1..8332 in the target, by name.
  const [rolls] = await t.handle.db
    .select({
      min: sql<number>`min(${students.rollNumber})`.mapWith(Number),
      max: sql<number>`max(${students.rollNumber})`.mapWith(Number),
      distinct: sql<number>`count(distinct ${students.rollNumber})`.mapWith(Number),
    })
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.classSectionId, to),
        eq(students.sessionYearId, next),
      ),
    );
  expect(rolls).toEqual({ min: 1, max: 8332, distinct: 8332 });
  const repeater = await t.call('GET', `/api/students/${failing}`, { ...R, token: admin });
  expect(repeater.body.data).toMatchObject({
    class_section_id: from,
    session_year_id: next,
    roll_number: 1,
  });
  const leaver = await t.call('GET', `/api/students/${leaving}`, { ...R, token: admin });
  expect(leaver.body.data).toMatchObject({ status: 'left', session_year_id: current });
});

test('a whole class of two sections moves section by section into the next class', async () => {
  const pairs: [number, number][] = [
    [section('Grade 1 - A'), section('Grade 2 - A')],
    [section('Grade 1 - B'), section('Grade 2 - B')],
  ];
  const [[fromA], [fromB]] = [defined(pairs[0], 'pair A'), defined(pairs[1], 'pair B')];
  await fill(fromA, 3, unique('wa'));
  await fill(fromB, 5, unique('wb'));
  const plan = {
    from_session_year_id: current,
    to_session_year_id: next,
    sections: pairs.map(([a, b]) => ({ from_class_section_id: a, to_class_section_id: b })),
  };
  const preview = await post('/api/promotions/preview', plan);
  expect(preview.body.data.sections.map((s: { students: number }) => s.students)).toEqual([3, 5]);
  const res = await post('/api/promotions', plan);
  expect(res.body.data).toMatchObject({ promoted: 8, remaining: 0 });
  for (const [i, [, target]] of pairs.entries()) {
    const list = await t.call(
      'GET',
      `/api/students?class_section_id=${target}&session_year_id=${next}&per_page=1`,
      { ...R, token: admin },
    );
    expect(list.body.meta.total).toBe(i === 0 ? 3 : 5);
  }
});

test('a plan that cannot run is refused on its field', async () => {
  const base = {
    from_session_year_id: next,
    to_session_year_id: current,
    sections: [
      {
        from_class_section_id: section('Grade 2 - A'),
        to_class_section_id: section('Grade 3 - A'),
      },
    ],
  };
  const backwards = await post('/api/promotions/preview', base);
  expect(backwards.status).toBe(422);
  expect(backwards.body.errors.to_session_year_id).toMatch(/starts after/);
  const twice = await post('/api/promotions/preview', {
    ...base,
    sections: [base.sections[0], base.sections[0]],
  });
  expect(twice.body.errors.sections).toBe('Each class-section may be promoted only once.');
  const foreign = await post('/api/promotions', {
    ...base,
    from_session_year_id: current,
    to_session_year_id: next,
    sections: [{ from_class_section_id: section('Grade 2 - A'), to_class_section_id: 999999 }],
  });
  expect(foreign.status).toBe(422);
  expect(foreign.body.errors.sections).toBe('Choose class-sections of this school.');
});

test.each([
  ['name', ['Ben Abbot', 'Ben Young', 'zoe Adams']],
  ['admission_no', ['Ben Young', 'zoe Adams', 'Ben Abbot']],
  ['admission_date', ['Ben Young', 'Ben Abbot', 'zoe Adams']],
])('roll numbers by %s', async (order, expected) => {
  const put = await t.call('PUT', '/api/people-settings', {
    ...R,
    token: admin,
    body: { admission_number_pattern: '{YYYY}-{SEQ:4}', roll_number_order: order },
  });
  expect(put.status).toBe(200);
  const tag = unique('ro');
  const cs = section('Grade 3 - B');
  const three: [first: string, last: string, no: string, date: string][] = [
    ['zoe', 'Adams', `${tag}-10`, '2026-01-03'],
    ['Ben', 'Young', `${tag}-9`, '2026-01-01'],
    ['Ben', 'Abbot', `${tag}-11`, '2026-01-02'],
  ];
  const made: number[] = [];
  for (const [first, last, no, date] of three) {
    const row = await t.handle.db
      .insert(students)
      .values({
        schoolId,
        admissionNo: no,
        firstName: first,
        lastName: last,
        gender: 'other',
        dateOfBirth: '2015-01-01',
        admissionDate: date,
        classSectionId: cs,
        sessionYearId: current,
      })
      .returning({ id: students.id })
      .then((rows) => defined(rows[0], 'the inserted student'));
    made.push(row.id);
  }
  // Promote just these three (a fresh target session keeps them apart from other tests).
  const target = await t.handle.db
    .insert(sessionYears)
    .values({ schoolId, name: unique('s'), startDate: '2030-06-01', endDate: '2031-05-31' })
    .returning({ id: sessionYears.id })
    .then((rows) => defined(rows[0], 'the inserted session').id);
  const others = await t.handle.db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.classSectionId, cs),
        eq(students.sessionYearId, current),
        eq(students.status, 'active'),
      ),
    );
  const res = await post('/api/promotions', {
    from_session_year_id: current,
    to_session_year_id: target,
    sections: [{ from_class_section_id: cs, to_class_section_id: cs }],
    // The others of the class-section leave, so only the three are numbered in the target.
    exceptions: others
      .filter((o) => !made.includes(o.id))
      .map((o) => ({ student_id: o.id, result: 'pass', next: 'leave' })),
  });
  expect(res.status).toBe(200);
  const numbered = await t.handle.db
    .select({ name: sql<string>`${students.firstName} || ' ' || ${students.lastName}` })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.sessionYearId, target)))
    .orderBy(students.rollNumber);
  expect(numbered.map((r) => r.name)).toEqual(expected);
});
