/**
 * Guardians' and staff members' custom values (teachers are staff): taken and answered by their
 * routes, and part of their audit entries as a student's are (the create's `after`, an edit's
 * `before` and `after` carry `custom_fields`).
 */
import type { TestApi } from '../../test-support/harness';
import { unique } from '../../test-support/harness';
import { studentBody } from '../../test-support/fixtures';
import { make, startAsAdmin, type As } from '../academics/test-support/factories';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

type Values = { custom_fields?: Record<string, unknown> } | null;
type Entry = { before: Values; after: Values };

async function lastEntry(entity: string, id: number, action: 'create' | 'update') {
  const log = await t.call(
    'GET',
    `/api/audit-log?entity=${entity}&entity_id=${id}&action=${action}`,
    as,
  );
  expect(log.status).toBe(200);
  return (log.body.data as Entry[])[0];
}

const field = async (entity: 'guardian' | 'staff') =>
  (await make(t, as, '/api/custom-fields', {
    entity,
    label: unique('Badge'),
    kind: 'text',
  })) as { id: number; key: string };

const person = (extra: object = {}) => ({
  full_name: 'Field Person',
  email: `${unique('p')}@example.test`,
  joining_date: '2026-01-05',
  ...extra,
});

test("a guardian's custom value is answered and in the edit's before and after", async () => {
  const badge = await field('guardian');
  const admitted = await t.call('POST', '/api/students', { ...as, body: await studentBody(t, as) });
  expect(admitted.status).toBe(200);
  const id = admitted.body.data.guardians[0].user_id as number;
  const edit = (value: string) =>
    t.call('PUT', `/api/guardians/${id}`, {
      ...as,
      body: { full_name: 'Parent One', custom_fields: { [badge.key]: value } },
    });
  expect((await edit('G1')).status).toBe(200);
  const res = await edit('G2');
  expect(res.status).toBe(200);
  expect(res.body.data.custom_fields[badge.key]).toBe('G2');
  const entry = await lastEntry('guardians', id, 'update');
  expect(entry?.before?.custom_fields?.[badge.key]).toBe('G1');
  expect(entry?.after?.custom_fields?.[badge.key]).toBe('G2');
});

test("a staff member's custom value is in the create's after and the edit's before and after", async () => {
  const badge = await field('staff');
  const roles = await t.call('GET', '/api/roles?per_page=100', as);
  const role = (roles.body.data as { id: number; name: string }[]).find(
    (r) => r.name === 'Accountant',
  );
  const body = person({ role_id: role?.id, custom_fields: { [badge.key]: 'S1' } });
  const created = await t.call('POST', '/api/staff', { ...as, body });
  expect(created.status).toBe(200);
  const id = created.body.data.id as number;
  expect(created.body.data.custom_fields[badge.key]).toBe('S1');
  expect((await lastEntry('staff', id, 'create'))?.after?.custom_fields?.[badge.key]).toBe('S1');

  const edited = await t.call('PUT', `/api/staff/${id}`, {
    ...as,
    body: { ...body, custom_fields: { [badge.key]: 'S2' } },
  });
  expect(edited.status).toBe(200);
  const entry = await lastEntry('staff', id, 'update');
  expect(entry?.before?.custom_fields?.[badge.key]).toBe('S1');
  expect(entry?.after?.custom_fields?.[badge.key]).toBe('S2');
});

test('a teacher takes the staff fields: answered, checked, and in the audit entries', async () => {
  const badge = await field('staff');
  const bad = await t.call('POST', '/api/teachers', {
    ...as,
    body: person({ custom_fields: { no_such_field: 'x' } }),
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toHaveProperty(['custom_fields.no_such_field']);

  const body = person({ custom_fields: { [badge.key]: 'T1' } });
  const created = await t.call('POST', '/api/teachers', { ...as, body });
  expect(created.status).toBe(200);
  const id = created.body.data.id as number;
  expect(created.body.data.custom_fields[badge.key]).toBe('T1');
  expect((await lastEntry('teachers', id, 'create'))?.after?.custom_fields?.[badge.key]).toBe('T1');

  const edited = await t.call('PUT', `/api/teachers/${id}`, {
    ...as,
    body: { ...body, custom_fields: { [badge.key]: 'T2' } },
  });
  expect(edited.status).toBe(200);
  const read = await t.call('GET', `/api/teachers/${id}`, as);
  expect(read.body.data.custom_fields[badge.key]).toBe('T2');
  const entry = await lastEntry('teachers', id, 'update');
  expect(entry?.before?.custom_fields?.[badge.key]).toBe('T1');
  expect(entry?.after?.custom_fields?.[badge.key]).toBe('T2');
});
