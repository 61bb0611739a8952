/**
 * Query parameters other modules add to `GET /api/students` (and its `format=csv`), so people
 * never imports them: custom fields' `cf.<key>=`, documents' `missing_documents=true`. Each
 * module registers its filter from its manifest's `connect`; the list's query schema is
 * composed when the routes are assembled (after every `connect`), and each request's
 * conditions are built with the caller's school before the page is read.
 *
 * Parameters whose names a module cannot know in advance (a school's own field keys) reach
 * `where` too: the composed schema keeps unknown parameters as strings (`catchall`), and a
 * filter reads the ones it owns by their prefix.
 */
import type { SQL } from 'drizzle-orm';
import { z, type ZodRawShape } from 'zod';
import type { Database } from '../../../db/client';

export type StudentListFilter = {
  /** The filter's own parameters, parsed with the list's. */
  query: ZodRawShape;
  /** Its condition on `students` for the parsed query (undefined: no condition). */
  where: (db: Database, schoolId: number, q: Record<string, unknown>) => SQL | undefined;
};

const filters = new Map<string, StudentListFilter>();

export function registerStudentListFilter(name: string, filter: StudentListFilter): void {
  if (filters.has(name)) throw new Error(`The students list filter "${name}" is registered twice.`);
  filters.set(name, filter);
}

/** The list's own query schema with every registered filter's parameters. */
export function withRegisteredFilters<T extends z.ZodObject>(base: T) {
  const shape = Object.assign({}, ...[...filters.values()].map((f) => f.query)) as ZodRawShape;
  return base.extend(shape).catchall(z.string());
}

/** The registered filters' conditions for one request. */
export function registeredFilterConditions(
  db: Database,
  schoolId: number,
  q: Record<string, unknown>,
): SQL[] {
  return [...filters.values()]
    .map((f) => f.where(db, schoolId, q))
    .filter((c): c is SQL => c !== undefined);
}
