/** Holidays: CRUD in the session year their dates fall in, validation, who reads them. */
import type { TestApi } from '../../test-support/harness';
import { admin, make, startAsAdmin, userWith, type As } from '../academics/test-support/factories';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

const holiday = (extra: object = {}) => ({
  title: 'Diwali break',
  start_date: '2026-11-09',
  end_date: '2026-11-11',
  description: 'School closed.',
  ...extra,
});

test('a holiday is created in the session year of its dates, listed by month, edited, deleted', async () => {
  const created = await make(t, as, '/api/holidays', holiday());
  expect(created).toMatchObject({ title: 'Diwali break', session_year: '2026-27' });

  const november = await t.call('GET', '/api/holidays?from=2026-11-01&to=2026-11-30', as);
  expect(november.body.data.map((h: { id: number }) => h.id)).toContain(created.id);
  const december = await t.call('GET', '/api/holidays?from=2026-12-01&to=2026-12-31', as);
  expect(december.body.data.map((h: { id: number }) => h.id)).not.toContain(created.id);

  const edited = await t.call('PUT', `/api/holidays/${created.id}`, {
    ...as,
    body: holiday({ title: 'Festival of lights', end_date: '2026-11-12' }),
  });
  expect(edited.status).toBe(200);
  expect(edited.body.data).toMatchObject({ title: 'Festival of lights', end_date: '2026-11-12' });
  expect((await t.call('DELETE', `/api/holidays/${created.id}`, as)).status).toBe(200);
  expect((await t.call('GET', `/api/holidays/${created.id}`, as)).status).toBe(404);
});

test('bad dates are refused on their field', async () => {
  const backwards = await t.call('POST', '/api/holidays', {
    ...as,
    body: holiday({ start_date: '2026-11-12', end_date: '2026-11-10' }),
  });
  expect(backwards.status).toBe(422);
  expect(backwards.body.errors.end_date).toBe('The end date may not come before the start date.');
  const outside = await t.call('POST', '/api/holidays', {
    ...as,
    body: holiday({ start_date: '2031-01-01', end_date: '2031-01-02' }),
  });
  expect(outside.body.errors.start_date).toMatch(/outside every session year/);
  const across = await t.call('POST', '/api/holidays', {
    ...as,
    body: holiday({ start_date: '2027-05-30', end_date: '2027-06-03' }),
  });
  expect(across.body.errors.end_date).toMatch(/within the session year 2026-27/);
  const untitled = await t.call('POST', '/api/holidays', { ...as, body: holiday({ title: ' ' }) });
  expect(untitled.body.errors.title).toBe('The title is required.');
});

test('guardians read holidays; writing needs holiday-create; another school sees none', async () => {
  const created = await make(t, as, '/api/holidays', holiday({ title: 'Sports day' }));
  const guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  const seen = await t.call('GET', '/api/holidays?search=Sports', guardian);
  expect(seen.body.data.map((h: { id: number }) => h.id)).toEqual([created.id]);
  expect((await t.call('POST', '/api/holidays', { ...guardian, body: holiday() })).status).toBe(
    403,
  );
  const reader = await userWith(t, ['holiday-list']);
  expect((await t.call('DELETE', `/api/holidays/${created.id}`, reader)).status).toBe(403);
  const other = await admin(t, 'hillcrest');
  expect((await t.call('GET', `/api/holidays/${created.id}`, other)).status).toBe(404);
});

test('the weekly off days are a school setting, Sunday unless changed', async () => {
  const settings = await t.call('GET', '/api/get-school-settings', as);
  expect(settings.body.data.weekly_off_days).toBe('sunday');
  const body = { ...settings.body.data, weekly_off_days: ['saturday', 'sunday'] };
  const saved = await t.call('PUT', '/api/school-settings', { ...as, body });
  expect(saved.status).toBe(200);
  expect(saved.body.data.weekly_off_days).toBe('sunday,saturday');
  const everyDay = await t.call('PUT', '/api/school-settings', {
    ...as,
    body: {
      ...body,
      weekly_off_days: [
        'sunday',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
      ],
    },
  });
  expect(everyDay.status).toBe(422);
  expect(everyDay.body.errors.weekly_off_days).toBe(
    'At least one day of the week must be a working day.',
  );
  await t.call('PUT', '/api/school-settings', {
    ...as,
    body: { ...body, weekly_off_days: ['sunday'] },
  });
});
