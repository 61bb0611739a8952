/** School settings: School Admin writes; the name and logo show at once where they are read. */
import { startTestApi, type TestApi } from '../../test-support/harness';

let t: TestApi;
let token: string;
const school = 'riverside';
beforeAll(async () => {
  t = await startTestApi();
  token = await t.login('admin@riverside.test');
});
afterAll(() => t.close());

const settings = {
  school_name: 'Riverside Academy of Arts',
  email: 'office@riverside.test',
  phone: '+1 555 0199',
  address: '14 River Road',
  date_format: 'YYYY-MM-DD',
  currency: 'EUR',
  currency_symbol: '€',
  roll_number_order: 'admission_number',
  theme_primary: '#112233',
  theme_secondary: '#445566',
};

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function upload(kind: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('logo', new File([bytes.buffer as ArrayBuffer], name));
  return t.call('POST', '/api/school-settings/logo', { token, school, body: form });
}

test('saving settings changes the name everywhere it is read', async () => {
  const res = await t.call('PUT', '/api/school-settings', { token, school, body: settings });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ ...settings, timezone: 'UTC' });
  const read = await t.call('GET', '/api/get-school-settings', { token, school });
  expect(read.body.data).toMatchObject(settings);
  const pub = await t.call('GET', `/api/schools/by-subdomain/${school}`, { school });
  expect(pub.body.data.name).toBe('Riverside Academy of Arts');
  // The theme is public like the name: the login page wears it before anyone signs in.
  expect(pub.body.data.theme).toEqual({ primary: '#112233', secondary: '#445566' });
  const me = await t.call('GET', '/api/me', { token, school });
  expect(me.body.data.user.school.name).toBe('Riverside Academy of Arts');
});

test('bad values are named per field', async () => {
  const res = await t.call('PUT', '/api/school-settings', {
    token,
    school,
    body: { ...settings, email: 'nope', currency: 'euro', theme_primary: 'green', school_name: '' },
  });
  expect(res.status).toBe(422);
  expect(Object.keys(res.body.errors).sort()).toEqual([
    'currency',
    'email',
    'school_name',
    'theme_primary',
  ]);
});

test('a logo is checked by its bytes, stored and served as the school logo', async () => {
  const res = await upload('vertical', PNG, 'logo.png');
  expect(res.status).toBe(200);
  const logo = res.body.data.vertical_logo as string;
  expect(logo).toMatch(/^\/storage\/logo-[0-9a-f]+\.png$/);
  const pub = await t.call('GET', `/api/schools/by-subdomain/${school}`, { school });
  expect(pub.body.data.logo).toBe(logo);

  const svg = new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"/></svg>',
  );
  const horizontal = await upload('horizontal', svg, 'h.svg');
  // An SVG is kept as the PNG it draws (lib/api/modules/platform/logo-type.ts).
  expect(horizontal.body.data.horizontal_logo).toMatch(/^\/storage\/logo-[0-9a-f]+\.png$/);

  const broken = await upload('vertical', new TextEncoder().encode('<svg><g></svg>'), 'x.svg');
  expect(broken.status).toBe(422);
  expect(broken.body.errors.logo).toMatch(/PNG, JPEG or WebP/);
  const text = await upload('vertical', new TextEncoder().encode('hello'), 'x.png');
  expect(text.status).toBe(422);
});

test('only a School Admin writes settings', async () => {
  const teacher = await t.login('teacher@riverside.test');
  const res = await t.call('PUT', '/api/school-settings', {
    token: teacher,
    school,
    body: settings,
  });
  expect(res.status).toBe(403);
  expect((await upload('vertical', PNG, 'a.png')).status).toBe(200);
});

test('the time zone is saved, checked against the zones that exist, and travels with the caller', async () => {
  const refused = await t.call('PUT', '/api/school-settings', {
    token,
    school,
    body: { ...settings, timezone: 'Mars/Olympus' },
  });
  expect(refused.status).toBe(422);
  expect(refused.body.errors).toEqual({
    timezone: 'The time zone must be an IANA name such as Europe/London.',
  });

  const saved = await t.call('PUT', '/api/school-settings', {
    token,
    school,
    body: {
      ...settings,
      timezone: 'Pacific/Auckland',
      date_format: 'DD MMM YYYY',
      currency: 'JPY',
    },
  });
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ timezone: 'Pacific/Auckland' });
  const me = await t.call('GET', '/api/me', { token, school });
  expect(me.body.data.user.school).toMatchObject({
    timezone: 'Pacific/Auckland',
    date_format: 'DD MMM YYYY',
    currency: 'JPY',
    currency_symbol: '€',
  });

  // Left out, the time zone stays as it was.
  await t.call('PUT', '/api/school-settings', { token, school, body: settings });
  const read = await t.call('GET', '/api/get-school-settings', { token, school });
  expect(read.body.data.timezone).toBe('Pacific/Auckland');
});

test('a currency code that does not exist is refused', async () => {
  const res = await t.call('PUT', '/api/school-settings', {
    token,
    school,
    body: { ...settings, currency: 'XYZ' },
  });
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual({
    currency: 'This is not a currency code; use one such as USD or EUR.',
  });
});
