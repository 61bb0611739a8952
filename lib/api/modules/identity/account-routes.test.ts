import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { MAX_PHOTO_BYTES } from './account-schemas';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** A real image of this format, 900 pixels wide: photos are read and made smaller (512 px). */
const imageOf = async (format: 'png' | 'jpeg' | 'webp') =>
  new Uint8Array(
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
      .toFormat(format)
      .toBuffer(),
  );
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function photoForm(bytes: Uint8Array, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe('PUT /api/me', () => {
  test('changes the full name and returns the fresh user', async () => {
    const token = await t.login('teacher@riverside.test');
    const res = await t.call('PUT', '/api/me', {
      token,
      school: 'riverside',
      body: { full_name: '  Ngozi Adeyemi-Bello ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      error: false,
      data: { user: { full_name: 'Ngozi Adeyemi-Bello', email: 'teacher@riverside.test' } },
    });
    const me = await t.call('GET', '/api/me', { token, school: 'riverside' });
    expect(me.body.data.user.full_name).toBe('Ngozi Adeyemi-Bello');
  });

  test.each([
    [{}, 'The full name is required.'],
    [{ full_name: '   ' }, 'The full name is required.'],
    [{ full_name: 'x'.repeat(121) }, 'The full name may be at most 120 characters long.'],
  ])('422 names the field: %j', async (body, message) => {
    const token = await t.login('guardian@riverside.test');
    const res = await t.call('PUT', '/api/me', { token, school: 'riverside', body });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: true, errors: { full_name: message } });
  });

  test('needs a session', async () => {
    const res = await t.call('PUT', '/api/me', {
      school: 'riverside',
      body: { full_name: 'Nobody' },
    });
    expect(res.status).toBe(401);
  });

  test("changes only the caller's own row, never another school's user", async () => {
    const token = await t.login('accountant@hillcrest.test');
    const before = await t.call('GET', '/api/me', {
      token: await t.login('accountant@riverside.test'),
      school: 'riverside',
    });
    const own = await t.call('PUT', '/api/me', {
      token,
      school: 'hillcrest',
      body: { full_name: 'Hillcrest Accounts' },
    });
    expect(own.status).toBe(200);
    const after = await t.call('GET', '/api/me', {
      token: await t.login('accountant@riverside.test'),
      school: 'riverside',
    });
    expect(after.body.data.user.full_name).toBe(before.body.data.user.full_name);
    const refused = await t.call('PUT', '/api/me', {
      token,
      school: 'riverside',
      body: { full_name: 'Cross school' },
    });
    expect(refused.status).toBe(401);
  });
});

describe('POST /api/me/photo', () => {
  test.each([
    ['PNG', 'png', '.png'],
    ['JPEG', 'jpeg', '.jpg'],
    ['WebP', 'webp', '.webp'],
  ] as const)(
    'stores a %s privately, made smaller, and points users.image at /api/files/...',
    async (_kind, format, extension) => {
      const token = await t.login('admin@riverside.test');
      const res = await t.call('POST', '/api/me/photo', {
        token,
        school: 'riverside',
        body: photoForm(await imageOf(format)),
      });
      expect(res.status).toBe(200);
      const image: string = res.body.data.user.image;
      expect(image).toMatch(new RegExp(`^/api/files/photo-[0-9a-f]{16}\\${extension}$`));
      const served = await t.call('GET', image, { token, school: 'riverside' });
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('private, max-age=300');
      const name = image.slice('/api/files/'.length);
      expect(existsSync(path.join(t.storageDir, name))).toBe(false);
      const stored = await sharp(path.join(t.storageDir, 'private', '1', name)).metadata();
      expect([stored.width, stored.height]).toEqual([512, 341]);
    },
  );

  test('judges the bytes, not the name or the claimed type', async () => {
    const token = await t.login('admin@riverside.test');
    const res = await t.call('POST', '/api/me/photo', {
      token,
      school: 'riverside',
      body: photoForm(SVG, 'me.png', 'image/png'),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ photo: 'The photo must be a PNG, JPEG or WebP image.' });
  });

  test('refuses a photo over 2 MB', async () => {
    const token = await t.login('admin@riverside.test');
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(PNG);
    const res = await t.call('POST', '/api/me/photo', {
      token,
      school: 'riverside',
      body: photoForm(big),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ photo: 'The photo may be at most 2 MB.' });
  });

  test('asks for a file when none is sent', async () => {
    const token = await t.login('admin@riverside.test');
    const res = await t.call('POST', '/api/me/photo', {
      token,
      school: 'riverside',
      body: new FormData(),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ photo: 'Choose a photo to upload.' });
  });
});

describe('PUT /api/me/password', () => {
  const body = (current: string, next: string, confirmation = next) => ({
    current_password: current,
    new_password: next,
    new_password_confirmation: confirmation,
  });

  test.each([
    [
      body('Schola-demo-1', 'short'),
      { new_password: 'The new password must be at least 10 characters long.' },
    ],
    [
      body('Schola-demo-1', 'long-enough-1', 'long-enough-2'),
      { new_password_confirmation: 'The two new passwords do not match.' },
    ],
    [
      body('Schola-demo-1', 'Schola-demo-1'),
      { new_password: 'The new password must differ from the current one.' },
    ],
    [
      { new_password: 'long-enough-1', new_password_confirmation: 'long-enough-1' },
      { current_password: 'The current password is required.' },
    ],
  ])('422 with the field named: %j', async (input, errors) => {
    const token = await t.login('teacher@hillcrest.test');
    const res = await t.call('PUT', '/api/me/password', {
      token,
      school: 'hillcrest',
      body: input,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  test('refuses a wrong current password and changes nothing', async () => {
    const token = await t.login('teacher@hillcrest.test');
    const res = await t.call('PUT', '/api/me/password', {
      token,
      school: 'hillcrest',
      body: body('not-my-password', 'a-new-password-1'),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ current_password: 'The current password is not correct.' });
    await expect(t.login('teacher@hillcrest.test')).resolves.toBeTruthy();
  });

  test('stops answering after 5 wrong current passwords, even the right one', async () => {
    const token = await t.login('accountant@hillcrest.test');
    const attempt = (current: string) =>
      t.call('PUT', '/api/me/password', {
        token,
        school: 'hillcrest',
        body: body(current, 'a-new-password-1'),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(422);
    const blocked = await attempt('Schola-demo-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed password checks\. Please try again in/);
  });

  test('changes the password, keeps this session and signs out the others', async () => {
    const email = 'guardian@hillcrest.test';
    const current = await t.login(email);
    const other = await t.login(email);
    const colleague = await t.login('admin@hillcrest.test');
    const res = await t.call('PUT', '/api/me/password', {
      token: current,
      school: 'hillcrest',
      body: body('Schola-demo-1', 'a-brand-new-secret'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.other_sessions_signed_out).toBeGreaterThanOrEqual(1);

    expect((await t.call('GET', '/api/me', { token: current, school: 'hillcrest' })).status).toBe(
      200,
    );
    expect((await t.call('GET', '/api/me', { token: other, school: 'hillcrest' })).status).toBe(
      401,
    );
    expect((await t.call('GET', '/api/me', { token: colleague, school: 'hillcrest' })).status).toBe(
      200,
    );
    await expect(t.login(email)).rejects.toThrow(/failed: 422/);
    await expect(t.login(email, 'a-brand-new-secret')).resolves.toBeTruthy();
  });
});
