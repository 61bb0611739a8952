/**
 * A published exam keeps the bands it was published with, through the real API: a draft is
 * regraded by an edited scale at once, a published one is not (and the edit's answer and the
 * scales list say how many published exams keep their old bands) until it is republished.
 */
import { admin, type As } from '../academics/test-support/factories';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { A1_TO_E, examSetup } from './test-support/exam-setup';

let t: TestApi;
let riverside: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
});
afterAll(() => t.close());

type Scale = { id: number; name: string; class_ids: number[]; published_exams: number };

test('editing a scale regrades drafts only; a published exam keeps its bands until republished', async () => {
  const s = await examSetup(t, riverside, 1);
  const pupil = s.pupils[0]?.id;
  const saved = await t.call(
    'PUT',
    `/api/exams/${s.exam.id}/marks?class_section_id=${s.cs.id}&subject_id=${s.maths.id}`,
    { ...riverside, body: { marks: [{ student_id: pupil, marks: 85 }] } },
  );
  expect(saved.status).toBe(200);
  const scales = async () =>
    (await t.call('GET', '/api/grading-scales', riverside)).body.data as Scale[];
  const scale = (await scales()).find((x) => x.class_ids.includes(s.cls.id)) as Scale;
  const mathsGrade = async () => {
    const res = await t.call(
      'GET',
      `/api/exams/${s.exam.id}/results?class_section_id=${s.cs.id}`,
      riverside,
    );
    return [res.body.data.students[0].subjects[0].grade, res.body.data.scale.as_published];
  };
  // 85 % is A2 (81–90) on A1–E; with A2 from 86 % it is B1.
  const stricter = A1_TO_E.map((b) => (b.grade === 'A2' ? { ...b, min_percent: 86 } : b));
  const edit = (bands: typeof A1_TO_E, name = scale.name) =>
    t.call('PUT', `/api/grading-scales/${scale.id}`, {
      ...riverside,
      body: { name, class_ids: [s.cls.id], bands },
    });

  expect(await mathsGrade()).toEqual(['A2', false]);
  const draftEdit = await edit(stricter);
  expect([
    draftEdit.status,
    draftEdit.body.message,
    draftEdit.body.data.published_exams_kept,
  ]).toEqual([200, 'Grading scale saved.', 0]);
  expect(await mathsGrade()).toEqual(['B1', false]);

  await edit(A1_TO_E);
  const publish = (body: object = {}) =>
    t.call('POST', `/api/exams/${s.exam.id}/publish`, { ...riverside, body });
  expect((await publish()).status).toBe(200);
  expect(await mathsGrade()).toEqual(['A2', true]);
  expect((await scales()).find((x) => x.id === scale.id)?.published_exams).toBe(1);

  const publishedEdit = await edit(stricter);
  expect([publishedEdit.status, publishedEdit.body.message]).toEqual([
    200,
    'Grading scale saved. 1 published exam keeps the old bands until republished.',
  ]);
  expect(publishedEdit.body.data.published_exams_kept).toBe(1);
  expect(await mathsGrade()).toEqual(['A2', true]);

  expect((await publish({ republish: true })).status).toBe(200);
  expect(await mathsGrade()).toEqual(['B1', true]);
  // Its name alone changed: no published exam keeps other bands.
  const renamed = await edit(stricter, `${scale.name} (2026)`);
  expect([renamed.status, renamed.body.message]).toEqual([200, 'Grading scale saved.']);
});
