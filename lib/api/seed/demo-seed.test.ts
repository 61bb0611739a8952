/**
 * The demo as a new user meets it: a fresh database seeds both schools with their life, and
 * no list the demo School Admin can open is empty. The lists are taken from the route list
 * itself, so a module mounted later is held to the same rule the day it is added.
 */
import { addDays, monthOf, todayIn } from '../../calendar';
import { allRoutes } from '../routes';
import { startTestApi, type TestApi } from '../test-support/harness';
import { defined } from '../../test-support/defined';
import { DEMO_SCHOOLS } from '../demo/schools';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
});
afterAll(() => t.close());

/** GET routes without an id that take list parameters (page, per_page...). */
const listRoutes = allRoutes.filter(
  (r) =>
    r.method === 'GET' &&
    !r.path.includes(':') &&
    (r.access.kind === 'permission' || r.access.kind === 'authenticated') &&
    Boolean((r.query as { shape?: Record<string, unknown> } | undefined)?.shape?.per_page),
);

/** Lists of modules not built yet, which may stay empty (none today). */
const NOT_BUILT_YET: string[] = [];

test('the route list has the lists this test walks', () => {
  expect(listRoutes.map((r) => r.path)).toEqual(
    expect.arrayContaining(['/students', '/guardians', '/teachers', '/admission-inquiries']),
  );
});

describe.each(DEMO_SCHOOLS.map((s) => s.subdomain))('%s', (school) => {
  let as: { token: string; school: string };
  beforeAll(async () => {
    as = { token: await t.login(`admin@${school}.test`), school };
  });

  test('no list the School Admin can open is empty', async () => {
    const empty: string[] = [];
    for (const route of listRoutes) {
      if (NOT_BUILT_YET.includes(route.path)) continue;
      const res = await t.call('GET', `/api${route.path}`, as);
      expect({ path: route.path, status: res.status }).toEqual({ path: route.path, status: 200 });
      if (!(res.body.meta?.total > 0)) empty.push(route.path);
    }
    expect(empty).toEqual([]);
  });

  test('a few hundred students fill every class-section', async () => {
    const students = await t.call('GET', '/api/students?per_page=1', as);
    expect(students.body.meta.total).toBeGreaterThanOrEqual(200);
    const meta = await t.call('GET', '/api/meta-data', as);
    const sections: { id: number; name: string }[] = meta.body.data.class_section;
    expect(sections.length).toBeGreaterThanOrEqual(10);
    for (const cs of sections) {
      const inSection = await t.call(
        'GET',
        `/api/students?per_page=1&class_section_id=${cs.id}`,
        as,
      );
      expect({ section: cs.name, some: inSection.body.meta.total > 0 }).toEqual({
        section: cs.name,
        some: true,
      });
    }
  });

  test('teachers teach: the demo teacher is a class teacher and a subject teacher', async () => {
    const teachers = await t.call('GET', '/api/teachers?per_page=100', as);
    expect(teachers.body.meta.total).toBeGreaterThanOrEqual(10);
    const demo = teachers.body.data.find(
      (r: { email: string }) => r.email === `teacher@${school}.test`,
    );
    const profile = await t.call('GET', `/api/teachers/${demo.id}`, as);
    expect(profile.body.data.class_teacher_of).toHaveLength(1);
    expect(profile.body.data.subject_teacher_of.length).toBeGreaterThan(0);
  });

  test("the dashboard: figures, students per class, and the teacher's own classes", async () => {
    const stats = (await t.call('GET', '/api/dashboard-stats', as)).body.data;
    expect(stats.figures.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(['total_students', 'total_staff', 'total_guardians']),
    );
    const [chart] = stats.charts;
    expect(chart.key).toBe('students_per_class');
    const bars: { label: string; value: number }[] = chart.bars;
    expect(bars.length).toBeGreaterThanOrEqual(5);
    const thisYear = await t.call(
      'GET',
      `/api/students?per_page=1&status=active&session_year_id=${stats.session_year.id}`,
      as,
    );
    expect(bars.reduce((n, b) => n + b.value, 0)).toBe(thisYear.body.meta.total);
    const token = await t.login(`teacher@${school}.test`);
    const mine = (await t.call('GET', '/api/dashboard-stats', { token, school })).body.data;
    const led = mine.my_classes.filter((c: { class_teacher: boolean }) => c.class_teacher);
    expect(led).toHaveLength(1);
    expect(led[0].students).toBeGreaterThan(0);
    expect(led[0].subjects.length).toBeGreaterThan(0);
  });

  test('weeks of attendance: a class month grid with %, staff marked, holidays ahead', async () => {
    const meta = await t.call('GET', '/api/meta-data', as);
    const [cs] = meta.body.data.class_section;
    const settings = await t.call('GET', '/api/get-school-settings', as);
    const today = todayIn(settings.body.data.timezone);
    // Four weeks back always reach into this month or the previous one.
    const months = [monthOf(addDays(today, -27)), monthOf(today)];
    let marked = 0;
    for (const month of months) {
      const grid = await t.call(
        'GET',
        `/api/student-attendance/summary?class_section_id=${cs.id}&month=${month}`,
        as,
      );
      // The marks by what their codes count as (the school's codes: Present, School trip...).
      marked += grid.body.data.class.tally.present;
      if (grid.body.data.class.tally.present)
        expect(grid.body.data.class.percent).toBeGreaterThan(80);
    }
    expect(marked).toBeGreaterThan(0);
    // The demo's own codes beside the five original ones, and some of them used.
    const codes = await t.call('GET', '/api/attendance-codes', as);
    expect(codes.body.data.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Present', 'Excused', 'Medical', 'School trip']),
    );
    const staff = await t.call('GET', `/api/staff-attendance/summary?month=${months[0]}`, as);
    expect(staff.body.data.staff.length).toBeGreaterThanOrEqual(10);
    const ahead = await t.call('GET', `/api/holidays?from=${today}`, as);
    expect(ahead.body.meta.total).toBeGreaterThanOrEqual(2);
  });

  test('the demo guardian has two children in different classes; siblings share guardians', async () => {
    const token = await t.login(`guardian@${school}.test`);
    const children = await t.call('GET', '/api/guardian/children', { token, school });
    expect(children.status).toBe(200);
    const rows: { class_section_name?: string; class_section_id: number }[] = children.body.data;
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.class_section_id)).size).toBe(2);
    const guardians = await t.call('GET', '/api/guardians?per_page=100', as);
    expect(guardians.body.meta.total).toBeGreaterThanOrEqual(150);
  });

  test('students named in Arabic, Devanagari and Polish, with their guardians, found by search', async () => {
    for (const [search, name] of [
      ['عائشة', 'عائشة الحربي'],
      ['शर्मा', 'अनन्या शर्मा'],
      ['lucja', 'Łucja Żółć'],
    ] as const) {
      const res = await t.call('GET', `/api/students?search=${encodeURIComponent(search)}`, as);
      const found: { id: number; first_name: string; last_name: string }[] = res.body.data;
      const student = defined(found[0], `${name} in ${school}`);
      expect(found.map((s) => `${s.first_name} ${s.last_name}`)).toEqual([name]);
      const profile = await t.call('GET', `/api/students/${student.id}`, as);
      expect(profile.body.data.guardians).toHaveLength(1);
    }
  });
});

test('the two schools differ in counts and currency', async () => {
  const figures = [];
  for (const school of ['riverside', 'hillcrest']) {
    const as = { token: await t.login(`admin@${school}.test`), school };
    const students = await t.call('GET', '/api/students?per_page=1', as);
    const settings = await t.call('GET', '/api/get-school-settings', as);
    figures.push({ students: students.body.meta.total, currency: settings.body.data.currency });
  }
  const [first, second] = [
    defined(figures[0], 'the first figures'),
    defined(figures[1], 'the second'),
  ];
  expect(first.students).not.toBe(second.students);
  expect(first.currency).not.toBe(second.currency);
});
