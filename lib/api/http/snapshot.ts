/**
 * Reading a whole list for an export: a server-side cursor opened inside one REPEATABLE READ
 * READ ONLY transaction, so every row comes from one consistent snapshot, fetched in batches
 * (linear in rows, one batch in memory at a time).
 *
 * PostgreSQL: a connection of its own, the transaction open while the client downloads, each
 * FETCH paced by the reader.
 *
 * PGlite is one connection, and a transaction there holds it: every other request would wait
 * until the download ended. So the cursor is declared WITH HOLD and the transaction commits
 * at once: PostgreSQL then runs the query to completion and keeps the result (in memory up
 * to work_mem, then in temporary files), and each later FETCH is a short query of its own
 * between other requests. Other requests wait only while the snapshot is materialised (the
 * time of the query itself, about 0.x s for 50,000 students; `npm run bench` prints it), never
 * while a slow client downloads.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

export const EXPORT_BATCH = 1000;

/**
 * A cursor is planned for its first 10% by default (fast start: nested loops over an index);
 * an export reads every row, so plan for the whole result (hash joins, one sort).
 */
const WHOLE_RESULT_PLAN = 'set local cursor_tuple_fraction = 1';

type Query = SQLWrapper & { _: { selectedFields: unknown } };

type Session = Pick<Database, '_'>['_']['session'];

/**
 * FETCH through Drizzle's own row mapping (the array-mode path its selects take), so rows
 * come back exactly as the JSON list's do. List selects are flat (name → column or SQL), so
 * their fields in order are simply the object's entries.
 */
function fetcher<R>(session: Session, cursor: string, query: Query, size: number) {
  const fields = Object.entries(query._.selectedFields as Record<string, unknown>).map(
    ([name, field]) => ({ path: [name], field }),
  ) as SelectedFieldsOrdered;
  const prepared = session.prepareQuery(
    { sql: `fetch forward ${size} from ${cursor}`, params: [] },
    fields,
    undefined,
    true,
  );
  return async () => (await prepared.execute()) as R[];
}

function isPool(client: unknown): client is import('pg').Pool {
  return typeof client === 'object' && client !== null && 'totalCount' in client;
}

export async function* snapshotBatches<R>(
  db: Database,
  query: Query,
  size = EXPORT_BATCH,
): AsyncGenerator<R[]> {
  // A name of our own making: cursors cannot be named by a parameter.
  const cursor = `export_${randomBytes(8).toString('hex')}`;
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPool(client)) yield* onPostgres(client, cursor, query, size);
  else yield* onPglite(db, cursor, query, size);
}

async function* onPostgres<R>(pool: import('pg').Pool, cursor: string, query: Query, size: number) {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const connection = await pool.connect();
  let committed = false;
  let broken: Error | undefined;
  try {
    const own = drizzle(connection);
    await connection.query('begin isolation level repeatable read read only');
    // A reader that stops pulling without cancelling cannot keep this transaction forever.
    await connection.query("set local idle_in_transaction_session_timeout = '120s'");
    await connection.query(WHOLE_RESULT_PLAN);
    await own.execute(sql`declare ${sql.raw(cursor)} no scroll cursor for ${query}`);
    const next = fetcher<R>(own._.session as unknown as Session, cursor, query, size);
    for (;;) {
      const rows = await next();
      if (rows.length) yield rows;
      if (rows.length < size) break;
    }
    await connection.query('commit');
    committed = true;
  } finally {
    // Also reached when the reader cancels (the generator's return()): roll back, and drop a
    // connection that cannot even do that.
    if (!committed)
      await connection.query('rollback').catch((error: Error) => {
        broken = error;
      });
    connection.release(broken);
  }
}

async function* onPglite<R>(db: Database, cursor: string, query: Query, size: number) {
  await db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(WHOLE_RESULT_PLAN));
      await tx.execute(sql`declare ${sql.raw(cursor)} no scroll cursor with hold for ${query}`);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  try {
    const next = fetcher<R>(db._.session, cursor, query, size);
    for (;;) {
      const rows = await next();
      if (rows.length) yield rows;
      if (rows.length < size) break;
    }
  } finally {
    await db.execute(sql`close ${sql.raw(cursor)}`).catch(() => {});
  }
}
