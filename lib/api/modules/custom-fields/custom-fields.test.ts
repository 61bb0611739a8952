/**
 * Custom fields through the API: definitions and their keys, values in students' bodies and
 * answers checked by kind, a group hidden from a teacher (not answered, not writable, not
 * filterable), the list filter and export, deleting a field, and another school.
 */
import type { TestApi } from '../../test-support/harness';
import { unique } from '../../test-support/harness';
import { studentBody } from '../../test-support/fixtures';
import { admin, make, startAsAdmin, userWith, type As } from '../academics/test-support/factories';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

type Field = { id: number; key: string };
const field = (body: object) =>
  make(t, as, '/api/custom-fields', { entity: 'student', ...body }) as Promise<Field & object>;

async function admitWith(custom_fields: Record<string, unknown>, who = as) {
  return t.call('POST', '/api/students', {
    ...who,
    body: { ...(await studentBody(t, as)), custom_fields },
  });
}

test('a field gets a stable key from its label; values are checked by kind and answered', async () => {
  const label = unique('Bus stop');
  const text = await field({ label, kind: 'text', required: true });
  expect(text.key).toMatch(/^bus_stop_/);
  const again = await field({ label, kind: 'text' });
  expect(again.key).toBe(`${text.key}_2`);
  const count = await field({ label: unique('Siblings'), kind: 'number' });
  const day = await field({ label: unique('Vaccinated on'), kind: 'date' });
  const choice = await field({ label: unique('House'), kind: 'choice', options: ['Red', 'Blue'] });
  const many = await field({
    label: unique('Clubs'),
    kind: 'multi_choice',
    options: ['Chess', 'Music', 'Art'],
  });
  const yes = await field({ label: unique('Walks home'), kind: 'yes_no' });

  const bad = await admitWith({
    [count.key]: 'many',
    [day.key]: '2026-02-30',
    [choice.key]: 'Green',
    [many.key]: ['Chess', 'Dance'],
    [yes.key]: 'perhaps',
    no_such_field: 'x',
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toMatchObject({
    [`custom_fields.${text.key}`]: 'This field is required.',
    [`custom_fields.${count.key}`]: 'Enter a number.',
    [`custom_fields.${day.key}`]: 'Enter a date as YYYY-MM-DD.',
    [`custom_fields.${choice.key}`]: "Choose one of the field's options.",
    [`custom_fields.${many.key}`]: "Choose one of the field's options.",
    [`custom_fields.${yes.key}`]: 'Answer yes or no.',
    'custom_fields.no_such_field': 'There is no such field, or you may not change it.',
  });

  const good = await admitWith({
    [text.key]: 'Market Square',
    [count.key]: '2',
    [day.key]: '2026-02-28',
    [choice.key]: 'Red',
    [many.key]: ['Chess', 'Art'],
    [yes.key]: 'yes',
  });
  expect(good.status).toBe(200);
  expect(good.body.data.custom_fields).toMatchObject({
    [text.key]: 'Market Square',
    [count.key]: 2,
    [day.key]: '2026-02-28',
    [choice.key]: 'Red',
    [many.key]: ['Chess', 'Art'],
    [yes.key]: true,
  });
  const id = good.body.data.id as number;

  // The list filters by a value and exports a column per field; the filter's rows carry values.
  const listed = await t.call('GET', `/api/students?cf.${choice.key}=Red&cf.${many.key}=Art`, as);
  expect(listed.body.data.map((s: { id: number }) => s.id)).toEqual([id]);
  expect(listed.body.data[0].custom_fields[text.key]).toBe('Market Square');
  const none = await t.call('GET', `/api/students?cf.${choice.key}=Blue&cf.${many.key}=Art`, as);
  expect(none.body.data).toEqual([]);
  const csv = await t.call('GET', `/api/students?format=csv&cf.${yes.key}=yes`, as);
  const [header, row] = (csv.body as string).split('\r\n');
  expect(header).toContain(label);
  expect(row).toContain('Chess; Art');

  // Deleting a field takes it out of answers and filters; the audit log keeps its last state.
  expect((await t.call('DELETE', `/api/custom-fields/${choice.id}`, as)).status).toBe(200);
  const after = await t.call('GET', `/api/students/${id}`, as);
  expect(after.body.data.custom_fields).not.toHaveProperty(choice.key);
  const gone = await t.call('GET', `/api/students?cf.${choice.key}=Red`, as);
  expect(gone.body.data).toEqual([]);
  const log = await t.call('GET', `/api/audit-log?entity=custom-fields&entity_id=${choice.id}`, as);
  expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(
    expect.arrayContaining(['create', 'delete']),
  );
  const listedFields = await t.call('GET', '/api/custom-fields?entity=student', as);
  expect(listedFields.body.data.map((f: Field) => f.key)).not.toContain(choice.key);
  // The required field would hold up the other tests' admissions.
  expect((await t.call('DELETE', `/api/custom-fields/${text.id}`, as)).status).toBe(200);
});

test('a group seen by School Admin and the class teacher only is hidden from a teacher', async () => {
  const group = unique('Medical');
  await make(t, as, '/api/custom-field-groups', {
    entity: 'student',
    name: group,
    visibility: 'admin_and_class_teacher',
  });
  const blood = await field({ label: unique('Blood group'), kind: 'text', group });
  const admitted = await admitWith({ [blood.key]: 'O+' });
  const id = admitted.body.data.id as number;

  const teacher = await userWith(t, ['student-list', 'student-view', 'student-edit']);
  const read = await t.call('GET', `/api/students/${id}`, teacher);
  expect(read.status).toBe(200);
  expect(read.body.data.custom_fields).not.toHaveProperty(blood.key);
  const fields = await t.call('GET', '/api/custom-fields?entity=student', teacher);
  expect(fields.body.data.map((f: Field) => f.key)).not.toContain(blood.key);
  const filtered = await t.call('GET', `/api/students?cf.${blood.key}=O%2B`, teacher);
  expect(filtered.body.data).toEqual([]);
  const csv = await t.call('GET', '/api/students?format=csv', teacher);
  expect(csv.body as string).not.toContain('O+');

  const shown = read.body.data;
  const write = await t.call('PUT', `/api/students/${id}`, {
    ...teacher,
    body: {
      admission_no: shown.admission_no,
      first_name: shown.first_name,
      last_name: shown.last_name,
      gender: shown.gender,
      date_of_birth: shown.date_of_birth,
      admission_date: shown.admission_date,
      custom_fields: { [blood.key]: 'AB-' },
    },
  });
  expect(write.status).toBe(422);
  expect(write.body.errors).toEqual({
    [`custom_fields.${blood.key}`]: 'There is no such field, or you may not change it.',
  });
  const still = await t.call('GET', `/api/students/${id}`, as);
  expect(still.body.data.custom_fields[blood.key]).toBe('O+');
  const adminFilter = await t.call('GET', `/api/students?cf.${blood.key}=O%2B`, as);
  expect(adminFilter.body.data.map((s: { id: number }) => s.id)).toEqual([id]);
});

test('another school cannot read or change the fields or the values', async () => {
  const secret = await field({ label: unique('Secret'), kind: 'text' });
  const admitted = await admitWith({ [secret.key]: 'riverside only' });
  const hill = await admin(t, 'hillcrest');
  expect((await t.call('GET', `/api/custom-fields/${secret.id}`, hill)).status).toBe(404);
  const put = await t.call('PUT', `/api/custom-fields/${secret.id}`, {
    ...hill,
    body: { entity: 'student', label: 'Taken', kind: 'text' },
  });
  expect(put.status).toBe(404);
  expect((await t.call('DELETE', `/api/custom-fields/${secret.id}`, hill)).status).toBe(404);
  const theirs = await t.call('GET', '/api/custom-fields?entity=student', hill);
  expect(theirs.body.data.map((f: Field) => f.key)).not.toContain(secret.key);
  const filtered = await t.call('GET', `/api/students?cf.${secret.key}=riverside%20only`, hill);
  expect(filtered.body.data).toEqual([]);
  expect((await t.call('GET', `/api/students/${admitted.body.data.id}`, hill)).status).toBe(404);
  const write = await admitWith({ [secret.key]: 'x' }, hill);
  expect(write.status).toBe(422);
});

test('a field definition is validated on its fields', async () => {
  const res = await t.call('POST', '/api/custom-fields', {
    ...as,
    body: { entity: 'pupil', label: ' ', kind: 'colour' },
  });
  expect(res.status).toBe(422);
  expect(Object.keys(res.body.errors).sort()).toEqual(['entity', 'kind', 'label']);
  const noOptions = await t.call('POST', '/api/custom-fields', {
    ...as,
    body: { entity: 'student', label: 'House', kind: 'choice', options: [] },
  });
  expect(noOptions.body.errors).toEqual({ options: 'Give the choices of this field.' });
});

test('the import template ends with the fields; a file fills them, checked by the same rules', async () => {
  const house = await field({
    label: unique('Import house'),
    kind: 'choice',
    options: ['Red', 'Blue'],
  });
  const template = await t.call('GET', '/api/imports/students/template?format=csv', as);
  const header = String(template.body).replace('\uFEFF', '').split('\r\n')[0] as string;
  expect(header.split(',')).toContain(house.key);

  const tag = unique('Imp');
  const columns = header.split(',');
  const row = (i: number, value: string) => {
    const cells: Record<string, string> = {
      admission_no: `${tag}-${i}`,
      first_name: `Kid${i}`,
      last_name: tag,
      gender: 'female',
      date_of_birth: '2016-05-01',
      class_section: 'Grade 1 - A',
      guardian_name: `Parent ${i}`,
      guardian_email: `${tag}-p${i}@example.test`.toLowerCase(),
      guardian_relation: 'mother',
      [house.key]: value,
    };
    return columns.map((c) => cells[c] ?? '').join(',');
  };
  const upload = (lines: string[]) => {
    const form = new FormData();
    form.set('file', new File([[header, ...lines].join('\r\n')], 'students.csv'));
    return t.call('POST', '/api/imports/students', { ...as, body: form });
  };
  const bad = await upload([row(1, 'Green')]);
  expect(bad.body.data.errors).toContainEqual({
    row: 2,
    column: house.key,
    message: "Choose one of the field's options.",
  });
  const good = await upload([row(1, 'Blue')]);
  expect(good.body.data).toMatchObject({ status: 'staged', errors: [] });
  for (let i = 0; i < 20; i++) {
    const step = await t.call('POST', `/api/imports/${good.body.data.id}/commit`, as);
    if (step.status !== 200 || step.body.data.done) break;
  }
  const found = await t.call('GET', `/api/students?cf.${house.key}=Blue`, as);
  expect(found.body.data.map((s: { last_name: string }) => s.last_name)).toEqual([tag]);
});

test("a change to a student's custom value is in the student's audit entry, before and after", async () => {
  const locker = await field({ label: unique('Locker'), kind: 'text' });
  const admitted = await admitWith({ [locker.key]: 'A1' });
  const student = admitted.body.data as Record<string, unknown> & { id: number };
  const body = {
    ...Object.fromEntries(
      ['first_name', 'last_name', 'gender', 'date_of_birth', 'admission_no', 'admission_date'].map(
        (k) => [k, student[k]],
      ),
    ),
    custom_fields: { [locker.key]: 'B2' },
  };
  const res = await t.call('PUT', `/api/students/${student.id}`, { ...as, body });
  expect(res.status).toBe(200);
  const log = await t.call(
    'GET',
    `/api/audit-log?entity=students&entity_id=${student.id}&action=update`,
    as,
  );
  type Values = { custom_fields?: Record<string, unknown> } | null;
  const [entry] = log.body.data as { before: Values; after: Values }[];
  expect(entry?.before?.custom_fields?.[locker.key]).toBe('A1');
  expect(entry?.after?.custom_fields?.[locker.key]).toBe('B2');
});
