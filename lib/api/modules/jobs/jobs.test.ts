/**
 * GET /api/jobs and POST /api/jobs/{id}/retry: the School Admin sees the school's own jobs
 * (the dead-letter list is state=dead) and brings a dead job back to life.
 */
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { completeJob, defineQueue, drainJobs, setJobProgress } from '../../../jobs';

let t: TestApi;
let admin: string;
let schoolId: number;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.login('admin@riverside.test');
  const result = await t.handle.db.execute(
    sql`select id from schools where subdomain = 'riverside'`,
  );
  schoolId = (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}, 120_000);
afterAll(() => t.close());

const as = (token: string, school = 'riverside') => ({ token, school });
const makeDue = () =>
  t.handle.db.execute(sql`update jobs set run_at = now() where state in ('queued', 'failed')`);

let refuse = true;
const deliveries = defineQueue<{ to: string }>(
  'test-deliver',
  async () => {
    if (refuse) throw new Error('550 mailbox unavailable');
  },
  { attempts: 2, backoffSeconds: 30 },
);

test('a dead job is on the admin’s dead-letter list; a retry runs it again and it ends done', async () => {
  const job = await deliveries.enqueue(t.handle.db, { payload: { to: 'a@b.test' }, schoolId });
  await drainJobs({ queue: deliveries.name });
  await makeDue();
  await drainJobs({ queue: deliveries.name });

  const dead = await t.call('GET', '/api/jobs?state=dead', as(admin));
  expect(dead.status).toBe(200);
  expect(dead.body.data).toEqual([
    expect.objectContaining({
      id: job!.id,
      queue: 'test-deliver',
      state: 'dead',
      attempt: 2,
      max_attempts: 2,
      last_error: '550 mailbox unavailable',
    }),
  ]);
  expect((await t.call('GET', '/api/jobs?state=queued', as(admin))).body.data).toEqual([]);

  refuse = false;
  const retried = await t.call('POST', `/api/jobs/${job!.id}/retry`, as(admin));
  expect(retried.status).toBe(200);
  expect(retried.body.data).toMatchObject({ id: job!.id, state: 'queued', attempt: 0 });
  expect(retried.body.message).toBe('The job will run again now.');
  const audited = await t.handle.db.execute(sql`select count(*)::int as n from audit_log
    where entity = 'jobs' and action = 'run' and entity_id = ${String(job!.id)}`);
  expect((audited as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

  expect(await drainJobs({ queue: deliveries.name })).toBe(1);
  const done = await t.call('GET', '/api/jobs?state=done', as(admin));
  expect(done.body.data.map((r: { id: number }) => r.id)).toEqual([job!.id]);

  // Done is done: nothing to retry.
  const again = await t.call('POST', `/api/jobs/${job!.id}/retry`, as(admin));
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('Only a dead or failed job can be run again.');
});

test('another school’s jobs are neither listed nor retried; other roles are refused', async () => {
  refuse = true;
  const job = await deliveries.enqueue(t.handle.db, { payload: { to: 'x@y.test' }, schoolId });
  const hillcrest = await t.login('admin@hillcrest.test');
  const theirs = await t.call('GET', '/api/jobs', as(hillcrest, 'hillcrest'));
  expect(theirs.status).toBe(200);
  expect(theirs.body.data.map((r: { id: number }) => r.id)).not.toContain(job!.id);
  expect(
    (await t.call('POST', `/api/jobs/${job!.id}/retry`, as(hillcrest, 'hillcrest'))).status,
  ).toBe(404);

  const teacher = await t.login('teacher@riverside.test');
  expect((await t.call('GET', '/api/jobs', as(teacher))).status).toBe(403);
  expect((await t.call('POST', `/api/jobs/${job!.id}/retry`, as(teacher))).status).toBe(403);
});

test('a state that is not one names the field', async () => {
  const res = await t.call('GET', '/api/jobs?state=lost', as(admin));
  expect(res.status).toBe(422);
  expect(Object.keys(res.body.errors)).toEqual(['state']);
});

let seenWhileRunning: unknown;
const noted = defineQueue<{ answer: boolean }>('test-noted', async (job) => {
  await setJobProgress(job, 40, { placed: 290, required: 300 });
  seenWhileRunning = (await t.call('GET', `/api/jobs/${job.id}`, as(admin))).body.data;
  if (job.payload.answer) await job.db.transaction((tx) => completeJob(tx, job, { ok: true }));
});

test('a note on the progress is read as result.note while the job runs; done, the answer or nothing replaces it', async () => {
  const plain = await noted.enqueue(t.handle.db, { payload: { answer: false }, schoolId });
  await drainJobs({ queue: noted.name });
  expect(seenWhileRunning).toMatchObject({
    state: 'running',
    progress: 40,
    result: { note: { placed: 290, required: 300 } },
  });
  const done = (await t.call('GET', `/api/jobs/${plain!.id}`, as(admin))).body.data;
  expect(done).toMatchObject({ state: 'done', progress: 100, result: null });

  const answered = await noted.enqueue(t.handle.db, { payload: { answer: true }, schoolId });
  await drainJobs({ queue: noted.name });
  const withAnswer = (await t.call('GET', `/api/jobs/${answered!.id}`, as(admin))).body.data;
  expect(withAnswer).toMatchObject({ state: 'done', result: { ok: true } });
});
