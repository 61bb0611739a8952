/**
 * GET /api/meta-data: every list the screens pick from (SPEC §3), for the caller's school,
 * assembled from the lists each module offers in its registration (`metaData`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { envelope } from './http/envelope';
import type { ApiModule } from './http/module';
import { access, defineRoute, type RouteDefinition } from './http/route';

export type MetaDataItem = { id: number; name: string } & Record<string, unknown>;

/** `(select json_agg(...) from (<rows>) x)`: one list as a JSON array, [] when empty. */
const jsonList = (rows: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${rows}) x)`;

/** Every module's lists by key; two modules offering the same key is a programming error. */
export function metaDataLists(modules: readonly ApiModule[]) {
  const lists = new Map<
    string,
    { module: string; list: NonNullable<ApiModule['metaData']>[string] }
  >();
  for (const m of modules) {
    for (const [key, list] of Object.entries(m.metaData ?? {})) {
      const taken = lists.get(key);
      if (taken)
        throw new Error(`meta-data "${key}" is offered by both ${taken.module} and ${m.name}.`);
      lists.set(key, { module: m.name, list });
    }
  }
  return lists;
}

/**
 * Every list in one statement: a round trip per list would cost more than the lists
 * themselves, and this is read on every screen load.
 */
export async function metaData(
  db: Database,
  lists: ReturnType<typeof metaDataLists>,
  schoolId: number,
): Promise<Record<string, MetaDataItem[]>> {
  if (!lists.size) return {};
  const columns = Object.fromEntries(
    [...lists].map(([key, { list }]) => [key, jsonList(list(schoolId))]),
  );
  const [row] = await db.select(columns).from(sql`(select 1) as one`);
  return row as Record<string, MetaDataItem[]>;
}

export function metaDataRoute(modules: readonly ApiModule[]): RouteDefinition {
  const lists = metaDataLists(modules);
  return defineRoute({
    method: 'GET',
    path: '/meta-data',
    tag: 'meta-data',
    summary: 'Every list the screens pick from, for the caller’s school',
    access: access.authenticated,
    handler: async ({ db, caller }) => envelope(await metaData(db, lists, caller.school.id)),
  });
}
