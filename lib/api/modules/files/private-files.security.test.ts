/**
 * Security: private files. A student's photo is served only to a signed-in user of that
 * school who may see the student (a guardian: their own children), never cached publicly,
 * never from /storage; a school's logo stays public.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPublicFile } from '../../../storage/files';
import { photoForm } from '../../test-support/fixtures';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { metaIds, sectionOf, studentBody } from '../people/test-support';

let t: TestApi;
let admin: string;
let guardian: string;
let hillAdmin: string;
let childId: number;
let otherId: number;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  hillAdmin = await t.login('admin@hillcrest.test');
  const ids = await metaIds(t, admin, 'riverside');
  const admit = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.call('POST', '/api/students', {
      token: admin,
      school: 'riverside',
      body: studentBody(sectionOf(ids, 0).id, overrides),
    });
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  };
  const mother = {
    full_name: 'Grace',
    email: 'guardian@riverside.test',
    relation: 'mother',
    is_primary: true,
  };
  childId = await admit({ guardians: [mother] });
  otherId = await admit();
  guardian = await t.login('guardian@riverside.test');
});
afterAll(() => t.close());

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function uploadPhoto(studentId: number): Promise<string> {
  const form = await photoForm();
  const res = await t.call('POST', `/api/students/${studentId}/photo`, {
    token: admin,
    school: 'riverside',
    body: form,
  });
  expect(res.status).toBe(200);
  return res.body.data.photo;
}

describe("a student's photo", () => {
  let url: string;
  beforeAll(async () => {
    url = await uploadPhoto(childId);
  });

  test('is a private address, not /storage', () => {
    expect(url).toMatch(/^\/api\/files\/student-[0-9a-f]{16}\.png$/);
  });

  test('is served to staff of the school and to the guardian of that child, privately cached', async () => {
    for (const token of [admin, guardian]) {
      const res = await t.call('GET', url, { token, school: 'riverside' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('private, max-age=300');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('is refused without a session, to another school, and to another family', async () => {
    expect((await t.call('GET', url, { school: 'riverside' })).status).toBe(401);
    // Hillcrest's admin on hillcrest's own host: the name finds nothing there.
    expect((await t.call('GET', url, { token: hillAdmin, school: 'hillcrest' })).status).toBe(404);
    // Hillcrest's token presented on riverside's host is no session at all.
    expect((await t.call('GET', url, { token: hillAdmin, school: 'riverside' })).status).toBe(401);
    const someoneElses = await uploadPhoto(otherId);
    expect(
      (await t.call('GET', someoneElses, { token: guardian, school: 'riverside' })).status,
    ).toBe(404);
  });

  test('is not readable as a public file, even one stored flat by an earlier version', async () => {
    const name = url.slice('/api/files/'.length);
    expect(await readPublicFile(t.storageDir, name)).toBeUndefined();
    writeFileSync(path.join(t.storageDir, 'student-0123456789abcdef.png'), PNG);
    expect(await readPublicFile(t.storageDir, 'student-0123456789abcdef.png')).toBeUndefined();
  });
});

test("a school's logo stays public", async () => {
  const settings = await t.call('GET', '/api/schools/by-subdomain/riverside');
  const logo: string = settings.body.data.logo;
  expect(logo).toMatch(/^\/storage\//);
  const file = await readPublicFile(t.storageDir, logo.slice('/storage/'.length));
  expect(file?.type).toBe('image/svg+xml');
});
