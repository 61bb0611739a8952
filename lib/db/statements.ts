/**
 * Named prepared statements on PostgreSQL. The queries every list screen and every request
 * make are sent under a name (Drizzle's `.prepare(name)`: lib/api/http/page-query.ts, the
 * caller query in authenticate.ts), so that each server connection parses them once and, once
 * PostgreSQL finds its generic plan as good as the plans it makes per call, stops planning
 * them: for a searched page of students that planning was about 1.3 ms of the database's
 * 3.9 ms per request.
 *
 * A pooler in transaction mode that does not track prepared statements (PgBouncer before 1.21,
 * or later ones without max_prepared_statements) hands each transaction whichever server
 * connection is free, where the name is unknown. Such a DATABASE_URL carries
 * `?prepared_statements=false` (the key Rails uses for the same purpose): the client then sends
 * every statement unnamed, as it did before, and names are dropped here, at the driver, so
 * no query needs to know which kind of connection it runs on.
 */
import type pg from 'pg';

const PARAMETER = 'prepared_statements';

/**
 * The connection string without our own parameter, and whether statements may be named.
 * Throws on a value other than true or false, so a typo stops the start-up with its name.
 */
export function statementMode(url: string): { connectionString: string; named: boolean } {
  const parsed = new URL(url);
  const value = parsed.searchParams.get(PARAMETER);
  if (value !== null && value !== 'true' && value !== 'false')
    throw new Error(`DATABASE_URL: ${PARAMETER} must be true or false, not "${value}"`);
  parsed.searchParams.delete(PARAMETER);
  return { connectionString: parsed.toString(), named: value !== 'false' };
}

/** SQLSTATEs of a name the server connection does not know, or already knows. */
const LOST_STATEMENT = new Set(['26000', '42P05']);

const HINT =
  `the server connection does not hold this client's prepared statements: is DATABASE_URL a ` +
  `pooler in transaction mode (PgBouncer before 1.21)? Add ?${PARAMETER}=false to it`;

/** pg.Client as this file sees it: one query signature instead of pg's overloads. */
type LooseClient = new (config?: pg.ClientConfig) => { query(...args: unknown[]): unknown };

/**
 * The pool's client class: with `named` false it strips statement names; with `named` true it
 * adds the remedy to the error a pooler's lost statement gives, which alone names no cause.
 */
export function clientClass(Client: typeof pg.Client, named: boolean): typeof pg.Client {
  class StatementClient extends (Client as unknown as LooseClient) {
    /** The query sent last, settled or not: the next one waits for it (see query). */
    private previous: Promise<unknown> = Promise.resolve();

    query(...args: unknown[]) {
      const [config] = args;
      // Drizzle passes `name: undefined` with every query: only a set name makes one named.
      const isNamed = Boolean((config as { name?: string } | null)?.name);
      if (isNamed && !named) args[0] = { ...(config as object), name: undefined };
      // A callback's or a submittable's query (pg's own uses; the app makes none) goes as it is.
      if (
        typeof args.at(-1) === 'function' ||
        typeof (config as { submit?: unknown })?.submit === 'function'
      )
        return super.query(...args);
      // One at a time, in the order asked: a transaction's Promise.all of reads would otherwise
      // queue them inside pg, which pg 8 deprecates (a warning in the server's log) and pg 9
      // will refuse. The connection runs one query at a time either way.
      const result = this.previous.then(() => super.query(...args) as Promise<unknown>);
      this.previous = result.catch(() => undefined);
      if (!isNamed || !named) return result;
      return result.catch((error: { code?: string; message: string }) => {
        if (error.code && LOST_STATEMENT.has(error.code)) error.message += ` (${HINT})`;
        throw error;
      });
    }
  }
  return StatementClient as unknown as typeof pg.Client;
}
