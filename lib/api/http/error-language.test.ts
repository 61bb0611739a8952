/**
 * API errors in the caller's language (issue 26): a signed-in user's own choice, else their
 * school's default; signed out, Accept-Language; the provider's own choice. English stays
 * exactly as it was, and `Unauthenticated.` is the same word in every language (the client's
 * session rule reads it).
 */
import { startTestApi, type TestApi } from '../test-support/harness';

let t: TestApi;
beforeAll(async () => {
  // Users keep the language they have (Hillcrest's users: none, so its default, Arabic).
  t = await startTestApi({ languages: 'as seeded' });
});
afterAll(() => t.close());

/** An admission with a missing first name, a bad e-mail and an impossible date. */
const badAdmission = {
  first_name: '',
  last_name: 'Nour',
  gender: 'female',
  date_of_birth: '2015-02-31',
  class_section_id: 1,
  guardians: [{ full_name: 'Huda', email: 'not-an-email', relation: 'mother', is_primary: true }],
};

const admit = (token: string, school: string) =>
  t.call('POST', '/api/students', { token, school, body: badAdmission });

test("a Hillcrest user with no choice of their own reads the school's Arabic, naming each field", async () => {
  const token = await t.login('admin@hillcrest.test');
  const res = await admit(token, 'hillcrest');
  expect(res.status).toBe(422);
  expect(res.body.errors).toMatchObject({
    first_name: 'حقل «الاسم الأول» مطلوب.',
    date_of_birth: 'يجب أن يكون حقل «تاريخ الميلاد» تاريخًا حقيقيًا مكتوبًا بالصيغة YYYY-MM-DD.',
    'guardians.0.email': 'يجب أن يكون حقل «البريد الإلكتروني» عنوان بريد إلكتروني صحيحًا.',
  });
  expect(res.body.message).toBe('حقل «الاسم الأول» مطلوب.');
});

test('an English user reads exactly the English the schema wrote', async () => {
  const token = await t.login('admin@riverside.test');
  const res = await admit(token, 'riverside');
  expect(res.status).toBe(422);
  expect(res.body.errors).toMatchObject({
    first_name: 'The first name is required.',
    date_of_birth: 'The date of birth must be a real date written YYYY-MM-DD.',
    'guardians.0.email': 'The guardian e-mail must be a valid e-mail address.',
  });
  expect(res.body.message).toBe('The first name is required.');
  const missing = await t.call('GET', '/api/students/999999', { token, school: 'riverside' });
  expect(missing.body.message).toBe('The student was not found.');
});

test("the user's own choice wins over the school's, and over Accept-Language", async () => {
  const token = await t.login('teacher@hillcrest.test');
  const chosen = await t.call('PUT', '/api/me/preferences', {
    token,
    school: 'hillcrest',
    body: { locale: 'hi' },
  });
  expect(chosen.status).toBe(200);
  const res = await t.call('PUT', '/api/me/preferences', {
    token,
    school: 'hillcrest',
    body: { locale: 'de' },
    headers: { 'Accept-Language': 'fr' },
  });
  expect(res.status).toBe(422);
  expect(res.body.errors.locale).toBe('भाषा इनमें से एक होना चाहिए: en, ar, hi, fr।');
});

test("a schema's own check speaks the caller's language through its catalogue key", async () => {
  const token = await t.login('accountant@hillcrest.test');
  const res = await t.call('PUT', '/api/me/password', {
    token,
    school: 'hillcrest',
    body: {
      current_password: 'Schola-demo-1',
      new_password: 'long-enough-1',
      new_password_confirmation: 'long-enough-2',
    },
  });
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual({
    new_password_confirmation: 'كلمتا المرور الجديدتان غير متطابقتين.',
  });
});

test('a missing record is named per entity, in the caller’s language', async () => {
  const token = await t.login('admin@hillcrest.test');
  const res = await t.call('GET', '/api/students/999999', { token, school: 'hillcrest' });
  expect(res.status).toBe(404);
  expect(res.body.message).toBe('لم يُعثر على الطالب.');
});

describe('signed out', () => {
  test('Accept-Language: fr reads French; no header reads English', async () => {
    const french = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { password: 'x' },
      headers: { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(french.status).toBe(422);
    expect(french.body.errors).toEqual({ email: 'Le champ « e-mail » est obligatoire.' });

    const english = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { password: 'x' },
    });
    expect(english.body.errors).toEqual({ email: 'The e-mail is required.' });
  });

  test('a wrong password is refused in the language asked for', async () => {
    const res = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email: 'nobody@riverside.test', password: 'wrong-password' },
      headers: { 'Accept-Language': 'ar' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: 'بيانات الدخول هذه لا تطابق سجلاتنا.' });
  });

  test('a body that is not JSON is refused in the language asked for', async () => {
    const res = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: '{not json',
      headers: { 'Accept-Language': 'fr' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Le corps de la requête n’est pas un JSON valide.');
  });

  test('Unauthenticated. is the same word in every language (the client signs out on it)', async () => {
    const res = await t.call('GET', '/api/me', {
      school: 'hillcrest',
      headers: { 'Accept-Language': 'ar' },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthenticated.');
  });
});

test("the provider console answers in its provider's own choice", async () => {
  const login = await t.call('POST', '/api/login', {
    body: { email: 'provider@schola.test', password: 'Schola-demo-1' },
  });
  const token = login.body.data.token as string;
  await t.call('PUT', '/api/provider/me/preferences', { token, body: { locale: 'fr' } });
  const res = await t.call('PUT', '/api/provider/me/preferences', {
    token,
    body: { locale: 'xx' },
  });
  expect(res.status).toBe(422);
  expect(res.body.errors.locale).toBe(
    'Le champ « langue » doit être l’une des valeurs : en, ar, hi, fr.',
  );
});
