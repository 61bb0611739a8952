/**
 * Plans and subscriptions through the API: plans are the provider's; a plan's limits refuse the
 * next student or staff member at the boundary (admission, an accepted application, an import
 * preview, a new teacher) and allow them below it; a module outside the plan answers 403; an
 * expired subscription leaves the school reading but not writing (402), until it is renewed.
 */
import { queues } from '../../../jobs/registry';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { schools, subscriptions } from '../../../db/schema';
import { addDays, todayIn } from '../../../calendar';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { csvLine } from '../../http/csv';
import { metaIds, sectionOf, studentBody } from '../people/test-support';
import { STUDENT_COLUMNS } from '../people/import/student-rows';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let provider: string;
let admin: string;
let hill: string;
let riversideId: number;
let classSectionId: number;
const R = { school: 'riverside' };

const plan = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Plan'),
  price_minor: 4900,
  currency: 'usd',
  billing_cycle: 'month',
  student_limit: null,
  staff_limit: null,
  modules: ['fees', 'attendance'],
  trial_days: 0,
  published: true,
  highlighted: false,
  ...overrides,
});

async function createPlan(overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/plans', { token: provider, body: plan(overrides) });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string };
}

async function assign(planId: number, when = 'now') {
  const res = await t.call('PUT', `/api/provider/schools/${riversideId}/subscription`, {
    token: provider,
    body: { plan_id: planId, when },
  });
  expect(res.status).toBe(200);
  return res;
}

const usage = async () =>
  (await t.call('GET', '/api/subscription', { ...R, token: admin })).body.data.usage;

/**
 * Riverside on a fresh plan whose `kind` limit is its current usage plus `room`: the plan is
 * assigned first (no limit), usage read, then the limit set — as a provider lowering a plan would.
 */
async function planWithRoom(kind: 'students' | 'staff', room: number) {
  const tight = await createPlan({ modules: ['fees'] });
  await assign(tight.id);
  const used: number = (await usage())[kind].used;
  const limitField = kind === 'students' ? 'student_limit' : 'staff_limit';
  const res = await t.call('PUT', `/api/plans/${tight.id}`, {
    token: provider,
    body: plan({ name: tight.name, [limitField]: used + room, modules: ['fees'] }),
  });
  expect(res.status).toBe(200);
  return { tight, used };
}

beforeAll(async () => {
  t = await startTestApi();
  provider = (
    await t.call('POST', '/api/login', {
      body: { email: 'provider@schola.test', password: 'Schola-demo-1' },
    })
  ).body.data.token;
  admin = await t.login('admin@riverside.test');
  hill = await t.login('admin@hillcrest.test', undefined, 'hillcrest');
  const [s] = await t.handle.db.select().from(schools).where(eq(schools.subdomain, 'riverside'));
  riversideId = defined(s, 'the riverside school').id;
  classSectionId = sectionOf(await metaIds(t, admin, 'riverside'), 0).id;
});
afterAll(() => t.close());

describe('plans', () => {
  test('are the provider’s: a School Admin gets 403, a visitor 401', async () => {
    expect((await t.call('GET', '/api/plans', { ...R, token: admin })).status).toBe(403);
    expect((await t.call('POST', '/api/plans', { ...R, token: admin, body: plan() })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/api/plans')).status).toBe(401);
  });

  test('are created, listed, changed; the published ones are public', async () => {
    const created = await createPlan({ name: unique('Basic'), student_limit: 300 });
    expect(created).toMatchObject({ currency: 'USD', student_limit: 300, staff_limit: null });
    const changed = await t.call('PUT', `/api/plans/${created.id}`, {
      token: provider,
      body: plan({ name: created.name, published: false }),
    });
    expect(changed.status).toBe(200);
    const listed = (await t.call('GET', '/api/plans', { token: provider })).body.data;
    expect(listed.find((p: { id: number }) => p.id === created.id)).toMatchObject({
      published: false,
      schools: 0,
    });
    const visible = (await t.call('GET', '/api/published-plans')).body.data;
    expect(visible.some((p: { id: number }) => p.id === created.id)).toBe(false);
  });

  test.each([
    [{ modules: [] }, 'modules', 'Choose at least one module besides the basics.'],
    [{ price_minor: -1 }, 'price_minor', 'The price cannot be negative.'],
    [{ student_limit: -5 }, 'student_limit', 'The student limit cannot be negative.'],
    [{ currency: 'DOLLARS' }, 'currency', 'The currency must be an ISO code such as USD or EUR.'],
    [{ modules: ['fees', 'spaceships'] }, 'modules.1', 'Choose modules from the list.'],
  ])('refuses %j on its field', async (bad, field, message) => {
    const res = await t.call('POST', '/api/plans', { token: provider, body: plan(bad) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
  });

  test('a second plan of the same name is refused on the name', async () => {
    const first = await createPlan();
    const res = await t.call('POST', '/api/plans', {
      token: provider,
      body: plan({ name: first.name }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toBe('Another plan has this name.');
  });
});

describe('limits', () => {
  test('admission and an accepted application: allowed up to the limit, refused past it', async () => {
    const { tight, used } = await planWithRoom('students', 1);
    expect(await usage()).toMatchObject({ students: { used, limit: used + 1 } });

    const application = await t.call('POST', '/api/admission-applications', {
      ...R,
      token: admin,
      body: studentBody(classSectionId),
    });
    const first = await t.call('POST', '/api/students', {
      ...R,
      token: admin,
      body: studentBody(classSectionId),
    });
    expect(first.status).toBe(200);
    const refused = await t.call('POST', '/api/students', {
      ...R,
      token: admin,
      body: studentBody(classSectionId),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The ${tight.name} plan allows ${used + 1} active students and the school has ${used + 1}: no more can be added. Ask for a larger plan on the Subscription page.`,
    );
    const accept = await t.call(
      'POST',
      `/api/admission-applications/${application.body.data.id}/accept`,
      { ...R, token: admin },
    );
    expect(accept.status).toBe(409);
    expect(accept.body.message).toMatch(/plan allows \d+ active students/);
    expect((await usage()).students.used).toBe(used + 1);
  });

  test('an import file over the limit is refused whole at preview, naming by how many', async () => {
    const { tight, used } = await planWithRoom('students', 2);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'schola-limit-'));
    const tag = unique('L');
    const file = (name: string, n: number) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        admission_no: `${tag}-${name}-${i}`,
        first_name: `Kid${i}`,
        last_name: tag,
        gender: 'female',
        date_of_birth: '2016-05-01',
        class_section: 'Grade 1 - A',
        guardian_name: `Parent ${i}`,
        guardian_email: `${tag}-${name}-p${i}@example.test`.toLowerCase(),
        guardian_relation: 'mother',
      }));
      const f = path.join(dir, `${name}.csv`);
      writeFileSync(
        f,
        csvLine([...STUDENT_COLUMNS]) +
          rows
            .map((r) => csvLine(STUDENT_COLUMNS.map((c) => (r as Record<string, string>)[c] ?? '')))
            .join(''),
      );
      const form = new FormData();
      form.set('file', new File([readFileSync(f)], `${name}.csv`));
      return t.call('POST', '/api/imports/students', { ...R, token: admin, body: form });
    };
    const over = await file('three', 3);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      `The ${tight.name} plan allows ${used + 2} active students and the school has ${used}: 3 would exceed it by 1 (room for 2). Ask for a larger plan on the Subscription page.`,
    );
    const fits = await file('two', 2);
    expect(fits.status).toBe(200);
    expect(fits.body.data).toMatchObject({ status: 'staged', to_create: 2 });
  });

  test('a teacher past the staff limit is refused, below it added', async () => {
    const { tight, used } = await planWithRoom('staff', 1);
    const teacher = () => ({
      full_name: unique('Teacher'),
      email: `${unique('t')}@example.test`.toLowerCase(),
      joining_date: '2026-06-01',
      password: 'Correct-horse-1',
    });
    expect(
      (await t.call('POST', '/api/teachers', { ...R, token: admin, body: teacher() })).status,
    ).toBe(200);
    const refused = await t.call('POST', '/api/teachers', { ...R, token: admin, body: teacher() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(`^The ${tight.name} plan allows ${used + 1} active staff`),
    );
  });
});

describe('modules and state', () => {
  test('a module outside the plan answers 403 and leaves the menu; the basics stay', async () => {
    const noFees = await createPlan({ modules: ['attendance'] });
    await assign(noFees.id);
    const fees = await t.call('GET', '/api/fee-types', { ...R, token: admin });
    expect(fees.status).toBe(403);
    expect(fees.body.message).toBe(`Fees is not included in your plan (${noFees.name}).`);
    // In the reader's language, the module named in their words (issue 26).
    const choose = (locale: string) =>
      t.call('PUT', '/api/me/preferences', { ...R, token: admin, body: { locale } });
    try {
      expect((await choose('ar')).status).toBe(200);
      const arabic = await t.call('GET', '/api/fee-types', { ...R, token: admin });
      expect(arabic.body.message).toBe(`وحدة «الرسوم» غير مشمولة في خطتك (${noFees.name}).`);
    } finally {
      await choose('en');
    }
    expect((await t.call('GET', '/api/classes', { ...R, token: admin })).status).toBe(200);
    const me = (await t.call('GET', '/api/me', { ...R, token: admin })).body.data.user;
    expect(me.school.plan).toMatchObject({
      name: noFees.name,
      modules: ['attendance'],
      read_only: false,
    });
    // Nor does the dashboard show figures of modules outside the plan.
    const stats = (await t.call('GET', '/api/dashboard-stats', { ...R, token: admin })).body.data;
    const keys = stats.figures.map((f: { key: string }) => f.key);
    expect(keys).toContain('total_students');
    expect(keys).not.toContain('low_stock_items');
    expect(stats.announcements).toEqual([]);
  });

  test('expired past its grace: reads work, writes answer 402 saying why, until renewed', async () => {
    const complete = await createPlan({ modules: ['fees', 'attendance'] });
    await assign(complete.id);
    const today = todayIn('UTC');
    await t.handle.db
      .update(subscriptions)
      .set({ startsOn: addDays(today, -60), endsOn: addDays(today, -30) })
      .where(and(eq(subscriptions.schoolId, riversideId), isNull(subscriptions.replacedAt)));

    expect((await t.call('GET', '/api/classes', { ...R, token: admin })).status).toBe(200);
    const write = await t.call('POST', '/api/students', {
      ...R,
      token: admin,
      body: studentBody(classSectionId),
    });
    expect(write.status).toBe(402);
    expect(write.body.message).toMatch(
      new RegExp(
        `^Riverside Academy is read-only: its ${complete.name} subscription ended on .+ and the grace period closed on .+ to renew, a School Admin asks the provider from the Subscription page\\.$`,
      ),
    );
    const me = (await t.call('GET', '/api/me', { ...R, token: admin })).body.data.user;
    expect(me.school.plan).toMatchObject({ state: 'expired', read_only: true });
    expect(me.school.plan.message).toBe(write.body.message);
    // Taking the data out and signing out stay possible; asking for a plan is how a read-only
    // school renews: allowed.
    expect((await t.call('POST', '/api/backups', { ...R, token: admin })).status).toBe(200);
    const other = await t.login('admin@riverside.test');
    expect((await t.call('POST', '/api/logout', { ...R, token: other })).status).toBe(200);
    const asked = await t.call('POST', '/api/subscription/requests', {
      ...R,
      token: admin,
      body: { plan_id: complete.id, message: 'Please renew us for a year.' },
    });
    expect(asked.status).toBe(200);
    const requests = (
      await t.call('GET', '/api/provider/subscription-requests', { token: provider })
    ).body.data;
    expect(requests[0]).toMatchObject({
      school: 'Riverside Academy',
      plan: complete.name,
      status: 'open',
    });
    // Answering it: the request is done; one that is not there (or another school's) is a 404.
    const requestPath = (id: number) =>
      `/api/provider/schools/${riversideId}/subscription-requests/${id}/done`;
    const done = await t.call('POST', requestPath(requests[0].id), { token: provider });
    expect([done.status, done.body.data?.status]).toEqual([200, 'done']);
    const missing = await t.call('POST', requestPath(2_000_000), { token: provider });
    expect([missing.status, missing.body.message]).toEqual([404, 'The request was not found.']);

    const renewed = await t.call(
      'POST',
      `/api/provider/schools/${riversideId}/subscription/extend`,
      {
        token: provider,
        body: { cycles: 1 },
      },
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.data).toMatchObject({ status: 'active', startsOn: today });
    expect(
      (
        await t.call('POST', '/api/students', {
          ...R,
          token: admin,
          body: studentBody(classSectionId),
        })
      ).status,
    ).toBe(200);
  });

  test('a change at the next cycle waits for the renewal; history keeps every period', async () => {
    const now = await createPlan();
    const later = await createPlan();
    await assign(now.id);
    await assign(later.id, 'next_cycle');
    let view = (await t.call('GET', '/api/subscription', { ...R, token: admin })).body.data;
    expect(view.current).toMatchObject({ name: now.name, next_plan: later.name, state: 'active' });
    await t.call('POST', `/api/provider/schools/${riversideId}/subscription/extend`, {
      token: provider,
      body: { cycles: 2 },
    });
    view = (await t.call('GET', '/api/subscription', { ...R, token: admin })).body.data;
    expect(view.current).toMatchObject({ name: later.name, next_plan: null });
    expect(view.history.slice(0, 2).map((h: { plan: string }) => h.plan)).toEqual([
      later.name,
      now.name,
    ]);
    const schools = (await t.call('GET', '/api/provider/schools', { token: provider })).body.data;
    expect(schools.find((s: { subdomain: string }) => s.subdomain === 'riverside')).toMatchObject({
      subscription: { plan: later.name, state: 'active' },
      usage: { students: { limit: null } },
    });
  });

  test("the provider's list states what Renew and Cancel would do, and they do exactly that", async () => {
    const p = await createPlan();
    await assign(p.id);
    const stated = async () =>
      (await t.call('GET', '/api/provider/schools', { token: provider })).body.data.find(
        (s: { subdomain: string }) => s.subdomain === 'riverside',
      ).subscription;
    const before = await stated();
    expect(before.if_renewed).toMatchObject({ plan: p.name });
    const base = `/api/provider/schools/${riversideId}/subscription`;
    const renewed = await t.call('POST', `${base}/extend`, {
      token: provider,
      body: { cycles: 1 },
    });
    expect(renewed.body.data).toMatchObject({
      startsOn: before.if_renewed.starts_on,
      endsOn: before.if_renewed.ends_on,
    });
    // The renewed period begins after the old one: cancelled today, it still ends on its first
    // day, and the school writes until its grace is over — the date the list states.
    const renewedRow = await stated();
    expect(renewedRow.if_cancelled.writable_until).toBe(addDays(before.if_renewed.starts_on, 14));
    expect((await t.call('POST', `${base}/cancel`, { token: provider })).status).toBe(200);
    const view = (await t.call('GET', '/api/subscription', { ...R, token: admin })).body.data;
    expect(view.current.grace_ends_on).toBe(renewedRow.if_cancelled.writable_until);
  });

  test('cancel: past due within the grace, then read-only; another school is untouched', async () => {
    const p = await createPlan();
    await assign(p.id);
    const cancelled = await t.call(
      'POST',
      `/api/provider/schools/${riversideId}/subscription/cancel`,
      { token: provider },
    );
    expect(cancelled.status).toBe(200);
    expect(
      (
        await t.call('POST', `/api/provider/schools/${riversideId}/subscription/cancel`, {
          token: provider,
        })
      ).status,
    ).toBe(422);
    // Within the grace the school still writes.
    expect(
      (
        await t.call('POST', '/api/students', {
          ...R,
          token: admin,
          body: studentBody(classSectionId),
        })
      ).status,
    ).toBe(200);
    await t.handle.db
      .execute(sql`update subscriptions set starts_on = current_date - 40, ends_on = current_date - 20
      where school_id = ${riversideId} and replaced_at is null`);
    expect(
      (
        await t.call('POST', '/api/students', {
          ...R,
          token: admin,
          body: studentBody(classSectionId),
        })
      ).status,
    ).toBe(402);
    const hillIds = await metaIds(t, hill, 'hillcrest');
    const hillAdmit = await t.call('POST', '/api/students', {
      school: 'hillcrest',
      token: hill,
      body: studentBody(sectionOf(hillIds, 0).id),
    });
    expect(hillAdmit.status).toBe(200);
    // Provider routes are the provider's only.
    expect(
      (
        await t.call('POST', `/api/provider/schools/${riversideId}/subscription/extend`, {
          ...R,
          token: admin,
          body: { cycles: 1 },
        })
      ).status,
    ).toBe(403);
    await t.call('POST', `/api/provider/schools/${riversideId}/subscription/extend`, {
      token: provider,
      body: { cycles: 1 },
    });
  });
});

describe('registration', () => {
  const registration = (subdomain: string, planId?: number) => ({
    school_name: 'Juniper Hill School',
    subdomain,
    contact_name: 'Noor Haddad',
    email: `office@${subdomain}.example.org`,
    phone: '+961 1 000 000',
    address: '4 Juniper Road',
    city: 'Beirut',
    country: 'Lebanon',
    plan_id: planId,
  });

  test('a school that picked a plan starts on its trial when approved; an unpublished plan is refused', async () => {
    const hidden = await createPlan({ published: false });
    const refused = await t.call('POST', '/api/school-registrations', {
      body: registration('juniperx', hidden.id),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.plan_id).toBe('Choose one of the plans on offer, or none.');

    const trial = await createPlan({ trial_days: 30, student_limit: 200 });
    const filed = await t.call('POST', '/api/school-registrations', {
      body: registration('juniperhill', trial.id),
    });
    expect(filed.status).toBe(201);
    const pending = (await t.call('GET', '/api/provider/registrations', { token: provider })).body
      .data;
    const request = pending.find((r: { subdomain: string }) => r.subdomain === 'juniperhill');
    const approved = await t.call('POST', `/api/provider/registrations/${request.id}/approve`, {
      token: provider,
    });
    expect(approved.status).toBe(200);
    const schoolsNow = (await t.call('GET', '/api/provider/schools', { token: provider })).body
      .data;
    const juniper = schoolsNow.find((s: { subdomain: string }) => s.subdomain === 'juniperhill');
    expect(juniper).toMatchObject({
      subscription: { plan: trial.name, state: 'trial' },
      usage: { students: { used: 0, limit: 200 } },
    });
    const today = todayIn('UTC');
    expect(juniper.subscription.ends_on).toBe(addDays(today, 29));
  });
});

test('the plan sets its schools’ notifications a minute: each school’s own reaches the deliver queue', async () => {
  const refused = await t.call('POST', '/api/plans', {
    token: provider,
    body: plan({ notifications_per_minute: 0 }),
  });
  expect(refused.status).toBe(422);
  expect(JSON.stringify(refused.body)).toContain('notifications_per_minute');

  const slow = await createPlan({ notifications_per_minute: 2 });
  const fast = await createPlan({ notifications_per_minute: '30' });
  const [h] = await t.handle.db.select().from(schools).where(eq(schools.subdomain, 'hillcrest'));
  const hillcrestId = defined(h, 'the hillcrest school').id;
  await assign(slow.id);
  const moved = await t.call('PUT', `/api/provider/schools/${hillcrestId}/subscription`, {
    token: provider,
    body: { plan_id: fast.id, when: 'now' },
  });
  expect(moved.status).toBe(200);
  const listed = await t.call('GET', '/api/plans?per_page=100', { token: provider });
  expect(
    listed.body.data.find((p: { id: number }) => p.id === slow.id)?.notifications_per_minute,
  ).toBe(2);

  // The queue that sends the notifications reads them at each claim.
  await import('../notifications');
  const limits = defined(
    queues().get('notification-deliver')?.schoolLimits,
    'the queue reads plans',
  );
  const own = await limits(t.handle.db, [riversideId, hillcrestId]);
  expect([own.get(riversideId), own.get(hillcrestId)]).toEqual([2, 30]);

  // A plan without one leaves the school to the deployment's ceiling.
  await assign(fast.id);
  await t.call('PUT', `/api/plans/${fast.id}`, {
    token: provider,
    body: plan({ name: fast.name, notifications_per_minute: '' }),
  });
  expect((await limits(t.handle.db, [riversideId])).has(riversideId)).toBe(false);
});
