/** Session years: one default per school, switched in one transaction; School Admin writes. */
import { classes, feeStructures } from '../../../db/schema';
import { unique, type TestApi } from '../../test-support/harness';
import { admin, startAsAdmin, make, userWith, type As } from './test-support/factories';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

const year = (extra: object = {}) => ({
  name: unique('Y'),
  start_date: '2030-01-01',
  end_date: '2030-12-31',
  ...extra,
});
const defaults = async (who: As = as) =>
  (await t.call('GET', '/api/meta-data', who)).body.data.session_year_all
    .filter((y: { default: number }) => y.default === 1)
    .map((y: { name: string }) => y.name);

test('making a year the default clears the old default; meta-data follows', async () => {
  const created = await make(t, as, '/api/session-years', year({ is_default: true }));
  expect(created).toMatchObject({ is_default: true, default: 1 });
  expect(await defaults()).toEqual([created.name]);

  const other = await make(t, as, '/api/session-years', year());
  expect(other.is_default).toBe(false);
  const res = await t.call('POST', `/api/session-years/${other.id}/default`, as);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(`${other.name} is now the default session year.`);
  expect(await defaults()).toEqual([other.name]);
  // The other school is untouched.
  expect(await defaults(await admin(t, 'hillcrest'))).toEqual(['2026-2027']);
});

test('the default cannot be switched off or deleted; another year can be deleted', async () => {
  const current = await make(t, as, '/api/session-years', year({ is_default: true }));
  const off = await t.call('PUT', `/api/session-years/${current.id}`, {
    ...as,
    body: { ...year({ name: current.name }), is_default: false },
  });
  expect(off.status).toBe(422);
  expect(off.body.errors.is_default).toMatch(/always has one default/);
  const del = await t.call('DELETE', `/api/session-years/${current.id}`, as);
  expect(del.status).toBe(409);
  expect(del.body.message).toMatch(/is the default session year and cannot be deleted/);
  const spare = await make(t, as, '/api/session-years', year());
  expect((await t.call('DELETE', `/api/session-years/${spare.id}`, as)).status).toBe(200);
});

test('end after start, names unique, a year used by fees is kept', async () => {
  const bad = await t.call('POST', '/api/session-years', {
    ...as,
    body: year({ start_date: '2030-05-01', end_date: '2030-05-01' }),
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors.end_date).toBe('The end date must be after the start date.');
  const notADate = await t.call('POST', '/api/session-years', {
    ...as,
    body: year({ end_date: '2030-02-30' }),
  });
  expect(notADate.body.errors.end_date).toBe(
    'The end date must be a real date written YYYY-MM-DD.',
  );
  const dup = await t.call('POST', '/api/session-years', {
    ...as,
    body: year({ name: '2025-26' }),
  });
  expect(dup.status).toBe(422);
  expect(dup.body.errors.name).toBe('A session year with this name already exists.');

  const used = await make(t, as, '/api/session-years', year());
  const { schoolId } = await t.handle.db
    .select({ schoolId: classes.schoolId })
    .from(classes)
    .limit(1)
    .then((rows) => defined(rows[0], 'a class'));
  await t.handle.db.insert(feeStructures).values({
    schoolId,
    name: 'Tuition 2030',
    sessionYearId: used.id,
    dueDate: '2030-09-01',
  });
  const del = await t.call('DELETE', `/api/session-years/${used.id}`, as);
  expect(del.status).toBe(409);
  expect(del.body.message).toMatch(/used by 1 fee structure: Tuition 2030/);
});

test('any signed-in user reads; only a School Admin writes', async () => {
  const teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  expect((await t.call('GET', '/api/session-years', teacher)).status).toBe(200);
  expect((await t.call('POST', '/api/session-years', { ...teacher, body: year() })).status).toBe(
    403,
  );
  const everything = await userWith(t, ['class-create', 'class-delete']);
  const res = await t.call('POST', '/api/session-years', { ...everything, body: year() });
  expect(res.status).toBe(403);
  expect(res.body.message).toBe('Only a School Admin can do this.');
  const mine = await make(t, as, '/api/session-years', year());
  const other = await admin(t, 'hillcrest');
  expect((await t.call('POST', `/api/session-years/${mine.id}/default`, other)).status).toBe(404);
});
