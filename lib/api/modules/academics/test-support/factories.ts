/**
 * Factories for the academic API tests: each makes a row with unique values through the API
 * itself, and `userWith` signs in a user of a custom role holding exactly the given permissions.
 */
import { eq } from 'drizzle-orm';
import { schools } from '../../../../db/schema';
import type { PermissionName } from '../../../../permissions/catalogue';
import { createRole, createUser } from '../../identity/users';
import { startTestApi, unique, type TestApi } from '../../../test-support/harness';
import { defined } from '../../../../test-support/defined';

export type As = { token: string; school: string };

/** A fresh API and a riverside School Admin, for a test file's beforeAll. */
export async function startAsAdmin(): Promise<{ t: TestApi; as: As }> {
  const t = await startTestApi();
  return { t, as: await admin(t) };
}

export async function admin(t: TestApi, school = 'riverside'): Promise<As> {
  return { token: await t.login(`admin@${school}.test`), school };
}

/** POST `path` as `as`; fails the test unless 200, returns the created row. */
export async function make(
  t: TestApi,
  as: As,
  path: string,
  body: object,
): Promise<{ id: number } & Record<string, unknown>> {
  const res = await t.call('POST', path, { ...as, body });
  if (res.status !== 200)
    throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const makeMedium = (t: TestApi, as: As) =>
  make(t, as, '/api/mediums', { name: unique('Medium') });
export const makeSection = (t: TestApi, as: As) =>
  make(t, as, '/api/sections', { name: unique('Section') });
export const makeSubject = (t: TestApi, as: As, extra: object = {}) =>
  make(t, as, '/api/subjects', { name: unique('Subject'), type: 'Theory', ...extra });
export const makeSemester = (t: TestApi, as: As) =>
  make(t, as, '/api/semesters', { name: unique('Semester'), start_month: 1, end_month: 6 });

export async function makeClass(t: TestApi, as: As, extra: object = {}) {
  const medium = await makeMedium(t, as);
  return make(t, as, '/api/classes', { name: unique('Class'), medium_id: medium.id, ...extra });
}

/** A user of `school` whose only role holds exactly `granted`. */
export async function userWith(
  t: TestApi,
  granted: PermissionName[],
  school = 'riverside',
): Promise<As> {
  const row = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, school))
    .then((rows) => defined(rows[0], 'the school'));
  const roleId = await createRole(t.handle.db, row.id, unique('Role'), granted);
  const email = `${unique('user')}@${school}.test`;
  await createUser(t.handle.db, row.id, {
    email,
    fullName: 'Test User',
    password: 'Schola-demo-1',
    roleIds: [roleId],
  });
  return { token: await t.login(email, 'Schola-demo-1', school), school };
}
