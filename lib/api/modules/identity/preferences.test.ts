/**
 * Languages (issue 26): PUT /api/me/preferences keeps each user's own choice, GET /api/me
 * reports it with the school's default, School Admin sets that default, and the provider
 * console keeps its own.
 */
import { startTestApi, type TestApi } from '../../test-support/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ languages: 'as seeded' });
});
afterAll(() => t.close());

const school = 'riverside';

describe('PUT /api/me/preferences', () => {
  test("saves the caller's language; /api/me reports it, and only for them", async () => {
    const token = await t.login('teacher@riverside.test');
    const before = await t.call('GET', '/api/me', { token, school });
    expect(before.body.data.user.locale).toBeNull();

    const res = await t.call('PUT', '/api/me/preferences', {
      token,
      school,
      body: { locale: 'ar' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ locale: 'ar' });
    const me = await t.call('GET', '/api/me', { token, school });
    expect(me.body.data.user.locale).toBe('ar');

    const other = await t.login('accountant@riverside.test');
    const theirs = await t.call('GET', '/api/me', { token: other, school });
    expect(theirs.body.data.user.locale).toBeNull();
  });

  test.each([[{}], [{ locale: 'de' }], [{ locale: 'AR' }], [{ locale: 7 }]])(
    '422 names locale: %j',
    async (body) => {
      const token = await t.login('guardian@riverside.test');
      const res = await t.call('PUT', '/api/me/preferences', { token, school, body });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        locale: 'Choose one of the languages offered: en, ar, hi, fr.',
      });
    },
  );

  test('needs a session', async () => {
    const res = await t.call('PUT', '/api/me/preferences', { school, body: { locale: 'fr' } });
    expect(res.status).toBe(401);
  });

  test('is audited with the choice before and after', async () => {
    const token = await t.login('accountant@hillcrest.test');
    await t.call('PUT', '/api/me/preferences', {
      token,
      school: 'hillcrest',
      body: { locale: 'hi' },
    });
    const admin = await t.login('admin@hillcrest.test');
    const log = await t.call('GET', '/api/audit-log?entity=users', {
      token: admin,
      school: 'hillcrest',
    });
    const entry = (log.body.data.data ?? log.body.data).find(
      (e: { after?: { locale?: string } }) => e.after?.locale === 'hi',
    );
    expect(entry).toMatchObject({
      action: 'update',
      before: { locale: null },
      after: { locale: 'hi' },
    });
  });
});

describe("the school's default language", () => {
  test('School Admin sets it; settings and /api/me report it; a bad one is named', async () => {
    const admin = await t.login('admin@riverside.test');
    const read = await t.call('GET', '/api/get-school-settings', { token: admin, school });
    expect(read.body.data.locale).toBe('en');
    // The settings form's body: what it read, less what is written elsewhere or as a list.
    const { weekly_off_days, vertical_logo, horizontal_logo, school_code, ...kept } = read.body
      .data as Record<string, string>;
    void [weekly_off_days, vertical_logo, horizontal_logo, school_code];
    const body = { ...kept, locale: 'fr' };

    const bad = await t.call('PUT', '/api/school-settings', {
      token: admin,
      school,
      body: { ...body, locale: 'klingon' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['locale']);

    const saved = await t.call('PUT', '/api/school-settings', { token: admin, school, body });
    expect(saved.status).toBe(200);
    expect(saved.body.data.locale).toBe('fr');
    const guardian = await t.login('guardian@riverside.test');
    const me = await t.call('GET', '/api/me', { token: guardian, school });
    expect(me.body.data.user.school.locale).toBe('fr');
    // Hillcrest's default is its own (Arabic, lib/api/demo/schools.ts).
    const other = await t.login('admin@hillcrest.test');
    const theirs = await t.call('GET', '/api/get-school-settings', {
      token: other,
      school: 'hillcrest',
    });
    expect(theirs.body.data.locale).toBe('ar');
  });

  test('a teacher may not change it', async () => {
    const token = await t.login('teacher@riverside.test');
    const res = await t.call('PUT', '/api/school-settings', {
      token,
      school,
      body: { locale: 'ar' },
    });
    expect(res.status).toBe(403);
  });
});

describe('the provider console', () => {
  test("keeps the provider's own choice; a school token may not set it", async () => {
    const login = await t.call('POST', '/api/login', {
      body: { email: 'provider@schola.test', password: 'Schola-demo-1' },
    });
    const token = login.body.data.token as string;
    const res = await t.call('PUT', '/api/provider/me/preferences', {
      token,
      body: { locale: 'hi' },
    });
    expect(res.status).toBe(200);
    const me = await t.call('GET', '/api/provider/me', { token });
    expect(me.body.data.user.locale).toBe('hi');
    const bad = await t.call('PUT', '/api/provider/me/preferences', {
      token,
      body: { locale: 'xx' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['locale']);

    const staff = await t.login('admin@riverside.test');
    const refused = await t.call('PUT', '/api/provider/me/preferences', {
      token: staff,
      school,
      body: { locale: 'fr' },
    });
    expect([401, 403]).toContain(refused.status);
  });
});
