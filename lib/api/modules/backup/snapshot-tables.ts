/**
 * Reading every table of a school from one consistent snapshot, a batch at a time: the
 * backup's export. The same two strategies as the list export (lib/api/http/snapshot.ts),
 * for many cursors at once:
 *
 * - PostgreSQL: a connection of its own, `REPEATABLE READ READ ONLY`, one cursor per table
 *   declared up front, fetched in turn; the transaction commits when the reader is done.
 * - PGlite (one connection): the cursors are declared `WITH HOLD` inside a REPEATABLE READ
 *   transaction that commits at once, so other requests wait only while the rows are
 *   materialised (kept by the database, in temporary files past work_mem), not while the
 *   archive is written.
 *
 * - Inside a caller's transaction (a restore's safety backup): plain cursors in that
 *   transaction, so the archive holds exactly the rows its later statements see and replace.
 *
 * Each query returns one text column `r` (a row as JSON, made by the database itself).
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';

export const BATCH = 1000;

export type TableQuery = { rows: SQL; count: SQL };

export type Snapshot = {
  /** Rows of each query, counted inside the snapshot. */
  counts: number[];
  /** The rows of query `i` as JSON text, a batch at a time. */
  batches: (i: number) => AsyncGenerator<string[]>;
  /** Ends the snapshot (also on failure: rolls back, closes the cursors). */
  close: () => Promise<void>;
};

/** The database, a transaction or a connection of its own: each runs raw statements. */
type Runner = Pick<Executor, 'execute'>;

// Both drivers answer a raw statement with its rows under `rows`; the handle's type leaves
// the result's shape to the driver.
const rowsOf = async (runner: Runner, query: SQL) =>
  ((await runner.execute(query)) as { rows: Record<string, unknown>[] }).rows;

async function declare(runner: Runner, queries: TableQuery[], hold: boolean) {
  const prefix = `backup_${randomBytes(6).toString('hex')}`;
  const names: string[] = [];
  const counts: number[] = [];
  for (const [i, q] of queries.entries()) {
    const name = `${prefix}_${i}`;
    names.push(name);
    counts.push(Number((await rowsOf(runner, q.count))[0]?.n ?? 0));
    await runner.execute(
      sql`declare ${sql.raw(name)} no scroll cursor ${sql.raw(hold ? 'with hold' : '')} for ${q.rows}`,
    );
  }
  return { names, counts };
}

function batchesFrom(runner: Runner, names: string[]) {
  return async function* (i: number) {
    for (;;) {
      const rows = await rowsOf(runner, sql.raw(`fetch forward ${BATCH} from ${names[i]}`));
      if (rows.length) yield rows.map((row) => String(row.r));
      if (rows.length < BATCH) return;
    }
  };
}

function isPool(client: unknown): client is import('pg').Pool {
  return typeof client === 'object' && client !== null && 'totalCount' in client;
}

export async function openSnapshot(db: Database, queries: TableQuery[]): Promise<Snapshot> {
  const client = '$client' in db ? db.$client : undefined;
  return isPool(client) ? onPostgres(client, queries) : onPglite(db, queries);
}

/** The rows as the caller's own (REPEATABLE READ) transaction sees them; closed with it at the latest. */
export async function snapshotIn(tx: Runner, queries: TableQuery[]): Promise<Snapshot> {
  const { names, counts } = await declare(tx, queries, false);
  return {
    counts,
    batches: batchesFrom(tx, names),
    close: async () => {
      for (const name of names) await tx.execute(sql.raw(`close ${name}`));
    },
  };
}

async function onPostgres(pool: import('pg').Pool, queries: TableQuery[]): Promise<Snapshot> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const connection = await pool.connect();
  const own: Runner = drizzle(connection);
  let done = false;
  const close = async () => {
    if (done) return;
    done = true;
    let broken: Error | undefined;
    await connection.query('rollback').catch((error: Error) => {
      broken = error;
    });
    connection.release(broken);
  };
  try {
    await connection.query('begin isolation level repeatable read read only');
    await connection.query('set local cursor_tuple_fraction = 1');
    const { names, counts } = await declare(own, queries, false);
    return { counts, batches: batchesFrom(own, names), close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function onPglite(db: Database, queries: TableQuery[]): Promise<Snapshot> {
  const declared = await db.transaction(
    async (tx) => {
      await tx.execute(sql.raw('set local cursor_tuple_fraction = 1'));
      return declare(tx, queries, true);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const runner: Runner = db;
  return {
    counts: declared.counts,
    batches: batchesFrom(runner, declared.names),
    close: async () => {
      for (const name of declared.names)
        await runner.execute(sql.raw(`close ${name}`)).catch(() => undefined);
    },
  };
}
