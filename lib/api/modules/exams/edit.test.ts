/**
 * Editing an exam and the list's class states through the real API (PGlite by default,
 * PostgreSQL with TEST_DATABASE_URL): name, term, type and classes change in one request,
 * audited; a class that holds marks is not removed (422 naming it); a removed class's papers
 * go with it; each class of the list reads draft, submitted or published as its grids move.
 */
import { admin, makeClass, makeSemester, type As } from '../academics/test-support/factories';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { examSetup } from './test-support/exam-setup';

let t: TestApi;
let riverside: As;
let teacher: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
});
afterAll(() => t.close());

const edit = (as: As, id: number, body: object) =>
  t.call('PUT', `/api/exams/${id}`, { ...as, body });

test('name, term, type and classes change at once; the removed class’s papers go, audited', async () => {
  const s = await examSetup(t, riverside, 0);
  const other = await makeClass(t, riverside);
  const term = await makeSemester(t, riverside);
  const body = {
    name: 'Final examination',
    semester_id: term.id,
    exam_type: 'final',
    class_ids: [other.id],
  };
  expect((await edit(teacher, s.exam.id, body)).status).toBe(403);
  const res = await edit(riverside, s.exam.id, body);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Exam saved.');
  expect(res.body.data).toMatchObject({
    name: 'Final examination',
    semester_id: term.id,
    exam_type: 'final',
    classes: [{ class_id: other.id, published_at: null }],
  });
  const schedule = await t.call('GET', `/api/exams/${s.exam.id}/schedule`, riverside);
  expect(schedule.body.data).toEqual([]);
  const log = await t.call('GET', `/api/audit-log?entity=exams&entity_id=${s.exam.id}`, riverside);
  expect(log.body.data[0]).toMatchObject({
    action: 'update',
    before: { name: s.exam.name, exam_type: 'mid_term' },
    after: { name: 'Final examination', exam_type: 'final' },
  });
});

test('a class that holds marks is not removed: 422 naming it, nothing changed', async () => {
  const s = await examSetup(t, riverside, 1);
  await t.call(
    'PUT',
    `/api/exams/${s.exam.id}/marks?class_section_id=${s.cs.id}&subject_id=${s.maths.id}`,
    {
      ...riverside,
      body: { marks: [{ student_id: s.pupils[0]?.id, marks: 40 }] },
    },
  );
  const other = await makeClass(t, riverside);
  const res = await edit(riverside, s.exam.id, {
    name: 'Renamed',
    exam_type: 'mid_term',
    class_ids: [other.id],
  });
  expect(res.status).toBe(422);
  expect(res.body.errors.class_ids).toBe(
    `The class ${s.cls.name} holds marks of this exam: it cannot be removed.`,
  );
  const exam = await t.call('GET', `/api/exams/${s.exam.id}`, riverside);
  expect([exam.body.data.name, exam.body.data.classes.length]).toEqual([s.exam.name, 1]);
});

test('bad input is a 422 naming the field', async () => {
  const s = await examSetup(t, riverside, 0);
  const res = await edit(riverside, s.exam.id, {
    name: '',
    exam_type: 'weekly',
    class_ids: [],
  });
  expect(res.status).toBe(422);
  expect(Object.keys(res.body.errors).sort()).toEqual(['class_ids', 'exam_type', 'name']);
  const unknown = await edit(riverside, s.exam.id, {
    name: 'X',
    exam_type: 'final',
    semester_id: 999999,
    class_ids: [s.cls.id],
  });
  expect([unknown.status, Object.keys(unknown.body.errors)]).toEqual([422, ['semester_id']]);
});

test('the list gives each class of an exam its state: draft, submitted, published', async () => {
  const s = await examSetup(t, riverside, 1);
  const state = async () => {
    const list = await t.call(
      'GET',
      `/api/exams?search=${encodeURIComponent(String(s.exam.name))}`,
      riverside,
    );
    return list.body.data[0].classes;
  };
  expect(await state()).toEqual([{ class_id: s.cls.id, class_name: s.cls.name, status: 'draft' }]);
  for (const subject of [s.maths.id, s.art.id]) {
    const grid = { class_section_id: s.cs.id, subject_id: subject };
    const query = `class_section_id=${s.cs.id}&subject_id=${subject}`;
    await t.call('PUT', `/api/exams/${s.exam.id}/marks?${query}`, {
      ...riverside,
      body: { marks: [{ student_id: s.pupils[0]?.id, marks: 10 }] },
    });
    expect((await state())[0].status).toBe('draft');
    await t.call('POST', `/api/exams/${s.exam.id}/submit`, { ...riverside, body: grid });
  }
  expect((await state())[0].status).toBe('submitted');
  await t.call('POST', `/api/exams/${s.exam.id}/publish`, { ...riverside, body: {} });
  expect((await state())[0].status).toBe('published');
});
