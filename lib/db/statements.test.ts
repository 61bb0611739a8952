/**
 * Named prepared statements (statements.ts): the URL parameter that turns them off for a
 * pooler, and the client that drops the names or explains a lost statement. The client's
 * tests need a direct PostgreSQL connection (TEST_DATABASE_URL without
 * prepared_statements=false); on PGlite and through a pooler they are skipped.
 */
import pg from 'pg';
import { clientClass, statementMode } from './statements';

test.each([
  ['postgres://u@db:5432/schola', 'postgres://u@db:5432/schola', true],
  ['postgres://u@db/schola?prepared_statements=true', 'postgres://u@db/schola', true],
  [
    'postgres://u@db:6432/schola?sslmode=disable&prepared_statements=false',
    'postgres://u@db:6432/schola?sslmode=disable',
    false,
  ],
])('%s: connects to %s, named statements %s', (url, connectionString, named) => {
  expect(statementMode(url)).toEqual({ connectionString, named });
});

test('a value other than true or false stops the start-up, naming the parameter', () => {
  expect(() => statementMode('postgres://u@db/schola?prepared_statements=off')).toThrow(
    'DATABASE_URL: prepared_statements must be true or false, not "off"',
  );
});

const direct = process.env.TEST_DATABASE_URL;
const onPostgres = direct && statementMode(direct).named ? describe : describe.skip;

onPostgres('a client on PostgreSQL', () => {
  const open = async (named: boolean) => {
    const Client = clientClass(pg.Client, named);
    const client = new Client({ connectionString: direct });
    await client.connect();
    return client;
  };
  const held = async (client: pg.Client) =>
    (await client.query('select name from pg_prepared_statements')).rows.map((r) => r.name);
  const doubled = { name: 'doubled', text: 'select $1::int * 2 as n', values: [21] };

  test('names its statements when allowed, so the server keeps them', async () => {
    const client = await open(true);
    try {
      expect((await client.query(doubled)).rows).toEqual([{ n: 42 }]);
      expect(await held(client)).toEqual(['doubled']);
    } finally {
      await client.end();
    }
  });

  test('queries asked at once run one after the other, in order, without pg queueing them', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const client = await open(true);
    try {
      // As a transaction's Promise.all of reads asks them: all before the first has answered.
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => client.query({ text: 'select $1::int as n', values: [n] })),
      );
      expect(answers.map((a) => a.rows[0].n)).toEqual([1, 2, 3, 4, 5]);
      // A failed one fails alone, and the next still runs.
      const [failed, after] = await Promise.allSettled([
        client.query('select 1/0'),
        client.query('select 7 as n'),
      ]);
      expect(failed.status).toBe('rejected');
      expect(after.status === 'fulfilled' && after.value.rows).toEqual([{ n: 7 }]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await client.end();
    }
  });

  test('sends them unnamed when the URL says names do not survive', async () => {
    const client = await open(false);
    try {
      expect((await client.query(doubled)).rows).toEqual([{ n: 42 }]);
      expect((await client.query(doubled)).rows).toEqual([{ n: 42 }]);
      expect(await held(client)).toEqual([]);
    } finally {
      await client.end();
    }
  });

  test("a statement the server connection lost (a pooler's) fails with the remedy", async () => {
    const client = await open(true);
    try {
      await client.query(doubled);
      // What a transaction-mode pooler does: the next query meets a server connection that
      // never saw the statement.
      await client.query('deallocate all');
      await expect(client.query(doubled)).rejects.toThrow(
        /does not exist .*Add \?prepared_statements=false to it/,
      );
    } finally {
      await client.end();
    }
  });
});
