/**
 * Editing a grading scale through the real API: its bands replaced, checked as on create (the
 * field named), its own classes kept while another scale's are refused, audited before and after.
 */
import { admin, makeClass, type As } from '../academics/test-support/factories';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { A1_TO_E } from './test-support/exam-setup';

let t: TestApi;
let riverside: As;
let teacher: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
});
afterAll(() => t.close());

async function scale(classIds: number[]) {
  const res = await t.call('POST', '/api/grading-scales', {
    ...riverside,
    body: { name: unique('Scale'), class_ids: classIds, bands: A1_TO_E },
  });
  return res.body.data as { id: number; name: string };
}

const put = (as: As, id: number, body: object) =>
  t.call('PUT', `/api/grading-scales/${id}`, { ...as, body });

test('a band edited: saved, read back, audited; its own class kept', async () => {
  const cls = await makeClass(t, riverside);
  const s = await scale([cls.id]);
  const bands = A1_TO_E.map((b) =>
    b.grade === 'D' ? { ...b, min_percent: 35, remark: 'Borderline' } : b,
  );
  const body = { name: s.name, class_ids: [cls.id], bands };
  expect((await put(teacher, s.id, body)).status).toBe(403);
  const res = await put(riverside, s.id, body);
  expect([res.status, res.body.message]).toEqual([200, 'Grading scale saved.']);
  const list = await t.call('GET', '/api/grading-scales', riverside);
  const read = list.body.data.find((x: { id: number }) => x.id === s.id);
  expect(read.class_ids).toEqual([cls.id]);
  expect(read.bands.find((b: { grade: string }) => b.grade === 'D')).toEqual({
    grade: 'D',
    min_percent: 35,
    grade_point: 4,
    remark: 'Borderline',
  });
  const log = await t.call(
    'GET',
    `/api/audit-log?entity=grading-scales&entity_id=${s.id}`,
    riverside,
  );
  expect(log.body.data[0]).toMatchObject({ action: 'update' });
  expect(log.body.data[0].before.bands[6].min_percent).toBe(33);
});

test('refusals name the field: overlapping edges, another scale’s class, an unknown scale', async () => {
  const mine = await makeClass(t, riverside);
  const theirs = await makeClass(t, riverside);
  const s = await scale([mine.id]);
  await scale([theirs.id]);
  const twice = A1_TO_E.map((b) => (b.grade === 'A2' ? { ...b, min_percent: 91 } : b));
  const edges = await put(riverside, s.id, { name: s.name, bands: twice });
  expect([edges.status, edges.body.errors?.bands]).toEqual([
    422,
    'Two bands start at the same percentage.',
  ]);
  const taken = await put(riverside, s.id, {
    name: s.name,
    class_ids: [mine.id, theirs.id],
    bands: A1_TO_E,
  });
  expect([taken.status, taken.body.errors?.class_ids]).toEqual([
    422,
    'One of these classes already has a grading scale.',
  ]);
  expect((await put(riverside, 99999999, { name: 'X', bands: A1_TO_E })).status).toBe(404);
});
