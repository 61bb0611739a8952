/** Class-subjects beyond the common contract: elective groups, semesters, editing a group. */
import { unique, type TestApi } from '../../test-support/harness';
import {
  admin,
  startAsAdmin,
  make,
  makeClass,
  makeSemester,
  makeSubject,
  type As,
} from './test-support/factories';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

const subjectsOf = async (n: number) =>
  Promise.all(Array.from({ length: n }, () => makeSubject(t, as))).then((s) => s.map((x) => x.id));

test('an elective group "choose 2 of 3" lists one row per subject with the group', async () => {
  const cls = await makeClass(t, as);
  const ids = await subjectsOf(3);
  const res = await t.call('POST', '/api/class-subjects', {
    ...as,
    body: {
      class_id: cls.id,
      type: 'Elective',
      subject_ids: ids,
      group_name: 'Arts',
      choose_count: 2,
    },
  });
  expect(res.status).toBe(200);
  const list = await t.call('GET', `/api/class-subjects?class_id=${cls.id}`, as);
  expect(list.body.meta.total).toBe(3);
  for (const row of list.body.data)
    expect(row).toMatchObject({
      type: 'Elective',
      group_name: 'Arts',
      choose_count: 2,
      subject_ids: ids,
    });
  const csv = await t.call('GET', `/api/class-subjects?class_id=${cls.id}&format=csv`, as);
  expect(csv.body).toContain(',Elective,Arts,2 of 3\r\n');
});

test.each([
  [{ choose_count: 3 }, 'choose_count', 'fewer than the 3 subjects'],
  [{ choose_count: 0 }, 'choose_count', 'at least one subject'],
  [{ group_name: '' }, 'group_name', 'Name the elective group.'],
])('refuses an invalid elective group %j', async (change, field, message) => {
  const cls = await makeClass(t, as);
  const body = {
    class_id: cls.id,
    type: 'Elective',
    subject_ids: await subjectsOf(3),
    group_name: 'Languages',
    choose_count: 1,
    ...change,
  };
  const res = await t.call('POST', '/api/class-subjects', { ...as, body });
  expect(res.status).toBe(422);
  expect(res.body.errors[field]).toContain(message);
});

test('a semester only for a class that uses semesters; same subject may differ per semester', async () => {
  const semester = await makeSemester(t, as);
  const [subject] = await subjectsOf(1);
  const plain = await makeClass(t, as);
  const refused = await t.call('POST', '/api/class-subjects', {
    ...as,
    body: {
      class_id: plain.id,
      semester_id: semester.id,
      type: 'Compulsory',
      subject_ids: [subject],
    },
  });
  expect(refused.status).toBe(422);
  expect(refused.body.errors.semester_id).toMatch(/does not use semesters/);

  const cls = await makeClass(t, as, { uses_semesters: true });
  const base = { class_id: cls.id, type: 'Compulsory', subject_ids: [subject] };
  await make(t, as, '/api/class-subjects', base);
  await make(t, as, '/api/class-subjects', { ...base, semester_id: semester.id });
  const twice = await t.call('POST', '/api/class-subjects', { ...as, body: base });
  expect(twice.status).toBe(422);
  expect(twice.body.errors.subject_ids).toMatch(/already has .* for the whole year/);

  // Turning semesters off while subjects are tied to one is refused on that field.
  const off = await t.call('PUT', `/api/classes/${cls.id}`, {
    ...as,
    body: { name: cls.name, medium_id: cls.medium_id, uses_semesters: false },
  });
  expect(off.status).toBe(422);
  expect(off.body.errors.uses_semesters).toMatch(/1 subject\(s\) set per semester/);
});

test('editing a group keeps row ids, and it can become compulsory subjects', async () => {
  const cls = await makeClass(t, as);
  const [a, b, c, d] = await subjectsOf(4);
  const created = await make(t, as, '/api/class-subjects', {
    class_id: cls.id,
    type: 'Elective',
    subject_ids: [a, b, c],
    group_name: unique('G'),
    choose_count: 1,
  });
  const before = await t.call('GET', `/api/class-subjects?class_id=${cls.id}&sort=id`, as);
  const ids = before.body.data.map((r: { id: number }) => r.id);

  const swapped = await t.call('PUT', `/api/class-subjects/${created.id}`, {
    ...as,
    body: {
      class_id: cls.id,
      type: 'Elective',
      subject_ids: [b, c, d],
      group_name: 'Sciences',
      choose_count: 2,
    },
  });
  expect(swapped.status).toBe(200);
  const after = await t.call('GET', `/api/class-subjects?class_id=${cls.id}&sort=id`, as);
  expect(after.body.data.map((r: { id: number }) => r.id)).toEqual(ids);
  expect(after.body.data[0]).toMatchObject({
    group_name: 'Sciences',
    choose_count: 2,
    subject_ids: [d, b, c],
  });

  // Deleting a subject would leave "choose 2 of 2": refused, with the way out named.
  const del = await t.call('DELETE', `/api/class-subjects/${ids[0]}`, as);
  expect(del.status).toBe(409);
  expect(del.body.message).toMatch(/would offer 2 subject\(s\) for 2 to choose/);

  const compulsory = await t.call('PUT', `/api/class-subjects/${ids[1]}`, {
    ...as,
    body: { class_id: cls.id, type: 'Compulsory', subject_ids: [b, c, d] },
  });
  expect(compulsory.status).toBe(200);
  const rows = (await t.call('GET', `/api/class-subjects?class_id=${cls.id}`, as)).body.data;
  expect(rows.map((r: { type: string; group_name: null }) => [r.type, r.group_name])).toEqual([
    ['Compulsory', null],
    ['Compulsory', null],
    ['Compulsory', null],
  ]);
  expect((await t.call('DELETE', `/api/class-subjects/${ids[0]}`, as)).status).toBe(200);
});

test("another school's class or subject is refused on its field", async () => {
  const other = await admin(t, 'hillcrest');
  const cls = await makeClass(t, as);
  const foreign = await makeSubject(t, other);
  const res = await t.call('POST', '/api/class-subjects', {
    ...as,
    body: { class_id: cls.id, type: 'Compulsory', subject_ids: [foreign.id] },
  });
  expect(res.status).toBe(422);
  expect(res.body.errors.subject_ids).toBe('The chosen subject does not exist (any more).');
});
