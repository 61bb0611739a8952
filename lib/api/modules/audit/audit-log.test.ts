/**
 * The audit log through the API: the rows a create, an update of two fields, a delete and a
 * failed sign-in leave; who may read them (School Admin, not a Teacher, never another
 * school); the filters and the CSV export; where the provider's actions go (a school's log
 * and the provider's own); and rows that not even the database lets change.
 */
import { eq, sql } from 'drizzle-orm';
import { todayIn } from '../../../calendar';
import { auditLog } from '../../../db/schema/audit';
import { schools } from '../../../db/schema/platform';
import { DEMO_PASSWORD, PROVIDER_EMAIL } from '../../demo/schools';
import { vouchForAddress } from '../../http/client-address';
import { TEST_SESSION_SECRET, unique, type TestApi } from '../../test-support/harness';
import { defined } from '../../../test-support/defined';
import {
  admin,
  make,
  makeMedium,
  startAsAdmin,
  userWith,
  type As,
} from '../academics/test-support/factories';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

type Row = {
  id: number;
  created_at: string;
  user_id: number | null;
  actor_name: string | null;
  actor_roles: string[];
  action: string;
  entity: string;
  entity_label: string;
  entity_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  client_address: string | null;
};

async function logOf(query: string, who: As = as): Promise<{ rows: Row[]; total: number }> {
  const res = await t.call('GET', `/api/audit-log?${query}`, who);
  expect(res.status).toBe(200);
  return { rows: res.body.data, total: res.body.meta.total };
}

describe('what a write leaves in the log', () => {
  test('a create: who, when, what, the request id and the new record', async () => {
    const medium = await makeMedium(t, as);
    const res = await t.call('POST', '/api/classes', {
      ...as,
      body: { name: unique('Class'), medium_id: medium.id },
      // The address as the BFF vouches for it (signed; a bare X-Forwarded-For counts for nothing).
      headers: vouchForAddress(TEST_SESSION_SECRET, '203.0.113.7'),
    });
    expect(res.status).toBe(200);
    const { rows } = await logOf(`entity=classes&entity_id=${res.body.data.id}`);
    expect(rows).toHaveLength(1);
    const row = defined(rows[0], 'the audit row');
    expect(row).toMatchObject({
      action: 'create',
      entity: 'classes',
      entity_id: res.body.data.id,
      actor_name: 'Amara Okafor',
      request_id: res.headers.get('x-request-id'),
      client_address: '203.0.113.7',
      before: null,
    });
    expect(row.actor_roles).toContain('School Admin');
    expect(row.user_id).toEqual(expect.any(Number));
    expect(row.after).toMatchObject({ name: res.body.data.name, medium_id: medium.id });
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
  });

  test('an update of two fields keeps exactly those two, before and after', async () => {
    const medium = await makeMedium(t, as);
    const created = await make(t, as, '/api/classes', {
      name: unique('Old'),
      medium_id: medium.id,
    });
    const newName = unique('New');
    const res = await t.call('PUT', `/api/classes/${created.id}`, {
      ...as,
      body: { name: newName, medium_id: medium.id, uses_semesters: true },
    });
    expect(res.status).toBe(200);
    const { rows } = await logOf(`entity=classes&entity_id=${created.id}&action=update`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.before).toEqual({ name: created.name, uses_semesters: false });
    expect(rows[0]?.after).toEqual({ name: newName, uses_semesters: true });
  });

  test('a delete keeps the record as it was', async () => {
    const medium = await makeMedium(t, as);
    const res = await t.call('DELETE', `/api/mediums/${medium.id}`, as);
    expect(res.status).toBe(200);
    const { rows } = await logOf(`entity=mediums&entity_id=${medium.id}`);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'create']);
    expect(rows[0]?.before).toMatchObject({ id: medium.id, name: medium.name });
    expect(rows[0]?.after).toBeNull();
  });

  test('a refused write leaves nothing: the row shares the write’s transaction', async () => {
    const medium = await makeMedium(t, as);
    await make(t, as, '/api/classes', { name: unique('User'), medium_id: medium.id });
    const res = await t.call('DELETE', `/api/mediums/${medium.id}`, as);
    expect(res.status).toBe(409);
    const { rows } = await logOf(`entity=mediums&entity_id=${medium.id}`);
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  test('a failed sign-in keeps the e-mail tried, never the password', async () => {
    const password = `Wrong-${unique('pw')}`;
    const res = await t.call('POST', '/api/login', {
      school: 'riverside',
      body: { email: 'teacher@riverside.test', password },
    });
    expect(res.status).toBe(422);
    const { rows } = await logOf('action=login-failed');
    const row = rows.find((r) => r.after?.email === 'teacher@riverside.test');
    expect(row).toMatchObject({ entity: 'users', user_id: null, actor_name: null });
    expect(row?.entity_id).toEqual(expect.any(Number));
    expect(JSON.stringify(rows)).not.toContain(password);
  });

  test('a sign-in and a password change are recorded without a secret', async () => {
    // A user of its own: the demo accounts keep their passwords for the other tests.
    const user = await userWith(t, ['student-list']);
    const newPassword = `Changed-${unique('pw')}1`;
    const res = await t.call('PUT', '/api/me/password', {
      ...user,
      body: {
        current_password: 'Schola-demo-1',
        new_password: newPassword,
        new_password_confirmation: newPassword,
      },
    });
    expect(res.status).toBe(200);
    const { rows } = await logOf('action=password-change');
    const change = defined(rows[0], 'the password change');
    expect(change).toMatchObject({ entity: 'users', before: null, after: null });
    expect(change.actor_roles).toEqual([expect.stringMatching(/^Role/)]);
    const logins = await logOf(`action=login&user_id=${change.user_id}`);
    expect(logins.total).toBeGreaterThan(0);
    const everything = await t.handle.db.execute(sql`select before, after from audit_log`);
    expect(JSON.stringify(everything)).not.toMatch(/Schola-demo-1|Changed-|\$argon2/);
  });
});

describe('who reads it', () => {
  test('a Teacher gets 403', async () => {
    const teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
    expect((await t.call('GET', '/api/audit-log', teacher)).status).toBe(403);
    expect((await t.call('GET', '/api/audit-log/facets', teacher)).status).toBe(403);
  });

  test("another school sees none of this school's rows", async () => {
    const medium = await makeMedium(t, as);
    const hillcrest = await admin(t, 'hillcrest');
    const theirs = await logOf(`entity=mediums&entity_id=${medium.id}`, hillcrest);
    expect(theirs.rows.filter((r) => r.after?.name === medium.name)).toEqual([]);
    const ours = await logOf('per_page=100');
    const all = await logOf('per_page=100', hillcrest);
    const ourRequests = new Set(ours.rows.map((r) => r.request_id));
    expect(all.rows.some((r) => ourRequests.has(r.request_id))).toBe(false);
    const facets = await t.call('GET', '/api/audit-log/facets', hillcrest);
    expect(facets.body.data.entities).not.toContain('mediums');
  });
});

describe('filters and export', () => {
  test('by person, action and date range', async () => {
    const medium = await makeMedium(t, as);
    const { rows } = await logOf(`entity=mediums&entity_id=${medium.id}`);
    const userId = defined(rows[0], 'the medium’s audit row').user_id;
    const zone = (await t.call('GET', '/api/me', as)).body.data.user.school.timezone;
    const today = todayIn(zone);
    expect(
      (await logOf(`user_id=${userId}&entity=mediums&from=${today}&to=${today}`)).total,
    ).toBeGreaterThan(0);
    expect((await logOf(`entity=mediums&to=2000-01-01`)).total).toBe(0);
    expect((await logOf(`entity=mediums&from=2999-01-01`)).total).toBe(0);
    expect((await logOf(`user_id=2147483000`)).total).toBe(0);
  });

  test('days and times are the school’s: 23:30 UTC on 10 March is 11 March at UTC+1', async () => {
    const [riverside] = await t.handle.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, 'riverside'));
    const entity = unique('zone-test');
    await t.handle.db.insert(auditLog).values({
      schoolId: defined(riverside, 'riverside').id,
      createdAt: new Date('2026-03-10T23:30:00Z'),
      actorName: 'Zone Test',
      action: 'update',
      entity,
      entityId: 1,
    });
    const saved = (await t.call('GET', '/api/get-school-settings', as)).body.data;
    // Weekly off days left out: the school keeps them (they read back as text, not a list).
    const put = (changes: Record<string, string>) =>
      t.call('PUT', '/api/school-settings', {
        ...as,
        body: { ...saved, weekly_off_days: undefined, ...changes },
      });
    expect((await put({ timezone: 'Africa/Lagos', date_format: 'DD MMM YYYY' })).status).toBe(200);
    try {
      const on = async (from: string, to = from) =>
        (await logOf(`entity=${entity}&from=${from}&to=${to}`)).total;
      expect(await on('2026-03-11')).toBe(1);
      expect(await on('2026-03-10')).toBe(0);
      expect(await on('2026-03-09', '2026-03-10')).toBe(0);
      expect(await on('2026-03-11', '2026-03-31')).toBe(1);

      const csv = await t.call('GET', `/api/audit-log?format=csv&entity=${entity}`, as);
      const [, line] = String(csv.body).trim().split('\r\n');
      expect(line).toMatch(/^11 Mar 2026 00:30:00,Zone Test,/);
    } finally {
      expect((await put({})).status).toBe(200);
    }
    // Back in the school's own zone (UTC in the demo), the same row is 10 March again.
    if (saved.timezone === 'UTC') {
      expect((await logOf(`entity=${entity}&from=2026-03-10&to=2026-03-10`)).total).toBe(1);
      expect((await logOf(`entity=${entity}&from=2026-03-11&to=2026-03-11`)).total).toBe(0);
    }
  });

  test('bad filters are a 422 naming the field', async () => {
    const res = await t.call('GET', '/api/audit-log?action=erase&from=yesterday&per_page=101', as);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['action', 'from', 'per_page']);
    const backwards = await t.call('GET', '/api/audit-log?from=2024-02-02&to=2024-02-01', as);
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.to).toMatch(/after its start/);
  });

  test('format=csv exports the filtered rows with their changes', async () => {
    const medium = await makeMedium(t, as);
    await t.call('PUT', `/api/mediums/${medium.id}`, { ...as, body: { name: `${medium.name}-b` } });
    const res = await t.call(
      'GET',
      `/api/audit-log?format=csv&entity=mediums&entity_id=${medium.id}`,
      as,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(res.body).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/When,Person,User id,Roles,Action,Entity,Entity id,Changes/);
    expect(lines[1]).toContain(
      `update,Medium,${medium.id},name: ${medium.name} → ${medium.name}-b`,
    );
  });
});

describe('entities by the labels their modules give them', () => {
  test('the list, the export and the filters say "Medium" for mediums', async () => {
    const medium = await makeMedium(t, as);
    const { rows } = await logOf(`entity=mediums&entity_id=${medium.id}`);
    expect(rows.map((r) => [r.entity, r.entity_label])).toEqual([['mediums', 'Medium']]);
    const csv = await t.call('GET', `/api/audit-log?format=csv&entity_id=${medium.id}`, as);
    expect(String(csv.body)).toContain(`,create,Medium,${medium.id},`);
    const facets = (await t.call('GET', '/api/audit-log/facets', as)).body.data;
    expect(facets.entities).toContain('mediums');
    expect(facets.labels).toMatchObject({ mediums: 'Medium', classes: 'Class', users: 'User' });
    const labels = facets.entities.map((e: string) => facets.labels[e]);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });

  test('an entity no module labels (an older version’s row) reads as its name in words', async () => {
    const [riverside] = await t.handle.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, 'riverside'));
    await t.handle.db.insert(auditLog).values({
      schoolId: defined(riverside, 'riverside').id,
      action: 'update',
      entity: 'retired-report-cards',
      entityId: 1,
    });
    const { rows } = await logOf('entity=retired-report-cards');
    expect(rows.map((r) => r.entity_label)).toEqual(['Retired report cards']);
    const facets = (await t.call('GET', '/api/audit-log/facets', as)).body.data;
    expect(facets.labels['retired-report-cards']).toBe('Retired report cards');
    const csv = await t.call('GET', '/api/audit-log?format=csv&entity=retired-report-cards', as);
    expect(String(csv.body)).toContain(',update,Retired report cards,1,');
  });
});

/** Rows of the provider's own log (a provider table: no route reads it yet). */
async function providerLog(where: ReturnType<typeof sql>) {
  return rowsOf<Record<string, unknown>>(
    sql`select action, entity, entity_id, provider_user_id, about_school_id, request_id
      from provider_audit_log where ${where} order by id`,
  );
}

/** The rows of a raw statement: the database handle's type does not know their shape. */
async function rowsOf<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
  return ((await t.handle.db.execute(statement)) as { rows: R[] }).rows;
}

describe("the provider's actions", () => {
  test("one on a school is in that school's log, as it always was, and in the provider's own", async () => {
    const signIn = await t.call('POST', '/api/login', {
      body: { email: PROVIDER_EMAIL, password: DEMO_PASSWORD },
    });
    const provider = { token: signIn.body.data.token as string };
    const hillcrest = await t.handle.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, 'hillcrest'))
      .then((found) => defined(found[0], 'the hillcrest school'));
    const path = `/api/provider/schools/${hillcrest.id}/status`;
    const suspended = await t.call('PUT', path, { ...provider, body: { status: 'suspended' } });
    expect(suspended.status).toBe(200);
    expect((await t.call('PUT', path, { ...provider, body: { status: 'active' } })).status).toBe(
      200,
    );

    // Suspending signed the school out: its admin signs in again to read the log.
    const theirs = await logOf(`entity=schools&entity_id=${hillcrest.id}&action=suspend`, {
      token: await t.login('admin@hillcrest.test'),
      school: 'hillcrest',
    });
    expect(theirs.rows).toHaveLength(1);
    const row = defined(
      (theirs.rows as (Row & { provider_user_id: number | null })[])[0],
      'the suspension in the school’s log',
    );
    expect(row).toMatchObject({ user_id: null, before: { status: 'active' } });
    expect(row.provider_user_id).toEqual(expect.any(Number));
    // Not in the other school's log.
    expect((await logOf(`entity=schools&entity_id=${hillcrest.id}`)).total).toBe(0);

    const own = await providerLog(sql`about_school_id = ${hillcrest.id} and entity = 'schools'`);
    expect(own.map((r) => r.action)).toEqual(['suspend', 'reactivate']);
    expect(own[0]).toMatchObject({
      provider_user_id: row.provider_user_id,
      request_id: row.request_id,
    });
  });

  test("what belongs to no school is in the provider's log only: a sign-in on the bare host", async () => {
    const wrong = await t.call('POST', '/api/login', {
      body: { email: PROVIDER_EMAIL, password: `Wrong-${unique('pw')}` },
    });
    expect(wrong.status).toBe(422);
    const failed = await providerLog(sql`action = 'login-failed' and entity = 'provider-users'`);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((r) => r.about_school_id === null)).toBe(true);
    const inSchools = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'provider-users'`,
    );
    expect(inSchools[0]?.n).toBe(0);
  });
});

/** What the database answers a statement: 'done', or its refusal's message. */
const refusal = (statement: ReturnType<typeof sql>) =>
  t.handle.db.execute(statement).then(
    () => 'done',
    // The driver wraps the database's own error: its message is the cause's.
    (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
  );

describe('nothing changes a row', () => {
  test('no API route but GET under /api/audit-log', async () => {
    const { allRoutes } = await import('../../routes');
    const writes = allRoutes.filter((r) => r.path.startsWith('/audit-log') && r.method !== 'GET');
    expect(writes).toEqual([]);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect((await t.call(method, '/api/audit-log/1', { ...as, body: {} })).status).toBe(404);
  });

  test('the database refuses UPDATE and DELETE of audit rows', async () => {
    await makeMedium(t, as);
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(
      /cannot be changed or deleted/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/cannot be changed or deleted/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/cannot be changed or deleted/);
    const left = await rowsOf<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(left[0]?.n).toBeGreaterThan(0);
    const changed = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'x'`,
    );
    expect(changed[0]?.n).toBe(0);
  });

  test("the database refuses UPDATE, DELETE and TRUNCATE of the provider's audit rows too", async () => {
    await t.call('POST', '/api/login', { body: { email: PROVIDER_EMAIL, password: 'wrong' } });
    for (const statement of [
      sql`update provider_audit_log set action = 'x'`,
      sql`delete from provider_audit_log`,
      sql`truncate provider_audit_log`,
    ])
      expect(await refusal(statement)).toMatch(/provider_audit_log rows cannot be changed or deleted/);
    expect((await providerLog(sql`true`)).length).toBeGreaterThan(0);
  });
});
