/**
 * Schools made before a permission joined their reserved roles' defaults: createSchool grants
 * the defaults once, so such a school's Guardian never held `timetable-list` (nor its Teacher
 * `exam-marks`...). Built the old way (the grants taken back from Riverside's reserved roles),
 * the guardian cannot read their child's timetable; the migration
 * (drizzle/*_reserved_role_grants.sql) gives back exactly the later defaults, and then they
 * can. Run twice it changes nothing. A permission new to the database is granted at start-up
 * (syncReferenceData) to every school's reserved roles whose defaults hold it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../../../db/client';
import { syncReferenceData } from '../../../db/reference-data';
import { permissions, rolePermissions, roles } from '../../../db/schema';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from '../../../permissions/catalogue';
import { admin, type As } from '../academics/test-support/factories';
import { schoolIdOf } from '../attendance/test-support/helpers';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { guardianWithAChild } from './test-support/guardian-child';

/** What the migration grants: the defaults added after the first release. */
const LATER = {
  Teacher: ['documents-list', 'exam-list', 'exam-marks', 'timetable-list'],
  Guardian: ['exam-list', 'timetable-list'],
} as const;

let t: TestApi;
let riverside: As;
let schoolId: number;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  schoolId = await schoolIdOf(t, 'riverside');
});
afterAll(() => t.close());

const roleId = async (name: string) => {
  const [row] = await t.handle.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.schoolId, schoolId), eq(roles.name, name)));
  return row?.id as number;
};

/** The permission names a reserved role of Riverside holds. */
async function held(role: string): Promise<string[]> {
  const rows = await t.handle.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(eq(rolePermissions.schoolId, schoolId), eq(rolePermissions.roleId, await roleId(role))),
    );
  return rows.map((r) => r.name).sort();
}

/** Takes permissions back from a role, as a school made before they were defaults has it. */
async function withhold(role: string, names: readonly string[]) {
  const ids = t.handle.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  await t.handle.db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.schoolId, schoolId),
        eq(rolePermissions.roleId, await roleId(role)),
        inArray(rolePermissions.permissionId, ids),
      ),
    );
}

async function runMigration() {
  const file = readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_reserved_role_grants.sql'));
  expect(file).toBeDefined();
  const text = readFileSync(path.join(MIGRATIONS_DIR, file as string), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await t.handle.db.execute(sql.raw(statement));
}

test('the migration gives an old school’s Teacher and Guardian the later defaults; the guardian reads the timetable', async () => {
  const { s, guardian } = await guardianWithAChild(t, riverside);
  const section = s.csA.id;
  const before = { Teacher: await held('Teacher'), Guardian: await held('Guardian') };
  await withhold('Teacher', LATER.Teacher);
  await withhold('Guardian', LATER.Guardian);
  await withhold('School Admin', ['timetable-create', 'exam-publish']);
  const read = () => t.call('GET', `/api/timetables?class_section_id=${section}`, guardian);
  expect((await read()).status).toBe(403);

  await runMigration();
  expect((await read()).status).toBe(200);
  expect((await read()).body.data.cells).toHaveLength(1);
  // Exactly the defaults again: nothing more than a new school's roles hold.
  expect(await held('Teacher')).toEqual(before.Teacher);
  expect(await held('Guardian')).toEqual(before.Guardian);
  // (The demo gives its Teacher role more than the defaults, e.g. approve-leave: kept.)
  expect(await held('Teacher')).toEqual(
    expect.arrayContaining([...DEFAULT_ROLE_PERMISSIONS.Teacher]),
  );
  expect(await held('School Admin')).toHaveLength(PERMISSIONS.length);

  // Again: nothing changes, nothing fails.
  await runMigration();
  expect(await held('Guardian')).toEqual(before.Guardian);
});

test('a custom role is left alone', async () => {
  const accountant = await held('Accountant');
  await runMigration();
  expect(await held('Accountant')).toEqual(accountant);
  expect(accountant).not.toContain('timetable-list');
});

test('a permission new to the database goes, at start-up, to the reserved roles whose defaults hold it', async () => {
  // As if `exam-list` had just joined the catalogue: no row, no grant anywhere.
  const [row] = await t.handle.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, 'exam-list'));
  await t.handle.db
    .delete(rolePermissions)
    .where(eq(rolePermissions.permissionId, row?.id as number));
  await t.handle.db.delete(permissions).where(eq(permissions.name, 'exam-list'));
  expect(await held('Guardian')).not.toContain('exam-list');

  await syncReferenceData(t.handle.db);
  expect(await held('Guardian')).toContain('exam-list');
  expect(await held('Teacher')).toContain('exam-list');
  expect(await held('School Admin')).toContain('exam-list');
  expect(await held('Accountant')).not.toContain('exam-list');
  // Every school, not only this one.
  const hillcrest = await schoolIdOf(t, 'hillcrest');
  const granted = await t.handle.db.execute(sql`
    select r.name from role_permissions rp
    join roles r on r.school_id = rp.school_id and r.id = rp.role_id
    join permissions p on p.id = rp.permission_id
    where rp.school_id = ${hillcrest} and p.name = 'exam-list' order by r.name`);
  expect((granted as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
    'Guardian',
    'School Admin',
    'Teacher',
  ]);
});
