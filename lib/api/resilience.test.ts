/** Failures answer with the documented envelope and never leak internals. */
import { startTestApi } from './test-support/harness';
import { toErrorBody, ApiError } from './http/errors';

test('a database that has gone away is answered 503 with a retry hint and no internals', async () => {
  const t = await startTestApi();
  const token = await t.login('admin@riverside.test');
  await t.handle.close(); // the real database stops under the running API
  try {
    const res = await t.call('GET', '/api/meta-data', { token, school: 'riverside' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: true,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(JSON.stringify(res.body)).not.toMatch(/pglite|select|stack|closed/i);
    // The route that needs no database still answers.
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  } finally {
    await t.close().catch(() => undefined);
  }
});

describe('toErrorBody', () => {
  test('an unknown error becomes a generic 500 carrying only a request id', () => {
    const error = new Error(
      'syntax error at or near "selec" in SELECT * FROM users WHERE password_hash = ...',
    );
    const { status, body } = toErrorBody(error, 'req-123');
    expect(status).toBe(500);
    expect(body).toEqual({
      error: true,
      message: 'Something went wrong on our side. If it keeps happening, quote reference req-123.',
      request_id: 'req-123',
    });
  });

  test.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      503,
    ],
    [
      'server shut down',
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      503,
    ],
    [
      'wrapped by the ORM',
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('x'), { code: '08006' }),
      }),
      503,
    ],
    [
      'a unique violation',
      Object.assign(new Error('dup'), { code: '23505', constraint: 'unregistered' }),
      409,
    ],
    ['a foreign key violation', Object.assign(new Error('fk'), { code: '23503' }), 409],
    ['an ApiError', new ApiError('notFound', 'The class was not found.'), 404],
  ])('%s is answered with its own status', (_name, error, status) => {
    expect(toErrorBody(error, 'r').status).toBe(status);
  });
});

test('unknown API paths get a JSON 404', async () => {
  const t = await startTestApi({ seed: false });
  try {
    const res = await t.call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: true, message: 'No API route GET /api/no-such-thing.' });
  } finally {
    await t.close();
  }
});

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres(
  'PostgreSQL dropping every connection (a restart) gives 503 at worst, then recovers',
  async () => {
    const t = await startTestApi();
    try {
      const token = await t.login('admin@riverside.test');
      expect((await t.call('GET', '/api/me', { token, school: 'riverside' })).status).toBe(200);
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const dbName = new URL(t.databaseUrl as string).pathname.slice(1);
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await t.call('GET', '/api/me', { token, school: 'riverside' })).status);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.at(-1)).toBe(200);
    } finally {
      await t.close();
    }
  },
);
