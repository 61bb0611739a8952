/**
 * The guardians' own custom fields in an admission's guardian rows: carried in each row's
 * `custom_fields`, checked by the guardian's rules with a 422 naming the row and the field,
 * stored on the guardian; a guardian found by e-mail keeps what is on file where a row is blank.
 */
import type { TestApi } from '../../test-support/harness';
import { unique } from '../../test-support/harness';
import { studentBody } from '../../test-support/fixtures';
import { make, startAsAdmin, type As } from '../academics/test-support/factories';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

type Row = { email: string; custom_fields?: Record<string, unknown> };

const guardianField = (body: object) =>
  make(t, as, '/api/custom-fields', { entity: 'guardian', ...body }) as Promise<{
    id: number;
    key: string;
  }>;

async function admit(rows: (extra: Row[]) => Row[]) {
  const body = await studentBody(t, as);
  return t.call('POST', '/api/students', {
    ...as,
    body: { ...body, guardians: rows(body.guardians as Row[]) },
  });
}

const guardianValues = async (userId: number) =>
  (await t.call('GET', `/api/guardians/${userId}`, as)).body.data.custom_fields as Record<
    string,
    unknown
  >;

test('each guardian row carries the guardian fields, checked per row and stored on the guardian', async () => {
  const time = await guardianField({
    label: unique('Contact time'),
    kind: 'choice',
    options: ['Morning', 'Evening'],
    required: true,
  });
  const tag = unique('g');
  const second = (custom_fields: Record<string, unknown>) => ({
    full_name: 'Parent Two',
    email: `${tag}-two@example.test`,
    relation: 'father',
    is_primary: false,
    custom_fields,
  });

  // The second row's answer is not one of the options, the first row's required one missing.
  const bad = await admit(([one]) => [
    { ...one!, custom_fields: {} },
    second({ [time.key]: 'Noon' }),
  ]);
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual({
    [`guardians.0.custom_fields.${time.key}`]: 'This field is required.',
    [`guardians.1.custom_fields.${time.key}`]: "Choose one of the field's options.",
  });

  const ok = await admit(([one]) => [
    { ...one!, custom_fields: { [time.key]: 'Morning' } },
    second({ [time.key]: 'Evening' }),
  ]);
  expect(ok.status).toBe(200);
  const [first, other] = ok.body.data.guardians as { user_id: number; email: string }[];
  expect((await guardianValues(first!.user_id))[time.key]).toBe('Morning');
  expect((await guardianValues(other!.user_id))[time.key]).toBe('Evening');

  // The second guardian found by e-mail at another admission: a blank row keeps "Evening".
  const again = await admit(([one]) => [
    { ...one!, custom_fields: { [time.key]: 'Evening' } },
    { ...second({ [time.key]: '' }), is_primary: false },
  ]);
  expect(again.status).toBe(200);
  expect((await guardianValues(other!.user_id))[time.key]).toBe('Evening');

  // Deleted, the field is asked of nobody (the other tests of this school admit without it).
  expect((await t.call('DELETE', `/api/custom-fields/${time.id}`, as)).status).toBe(200);
});
