/**
 * What other modules add to each row of the provider's list of schools (the last finished
 * backup, the plan and its usage). Platform holds the schools and sits below those modules, so
 * it does not import them: each registers its columns here (lib/api/module-hooks.ts), and the
 * list reads every registered set with one query per module, not per school.
 */
import type { Executor } from '../../../db/client';

/** Reads a module's figures for every school at once; answers one school's columns. */
export type SchoolListColumns = (
  db: Executor,
) => Promise<(schoolId: number) => Readonly<Record<string, unknown>>>;

const registered: SchoolListColumns[] = [];

export function addSchoolListColumns(columns: SchoolListColumns): void {
  registered.push(columns);
}

/** Every registered module's columns, read once, merged per school in registration order. */
export async function schoolListColumns(db: Executor) {
  const readers = await Promise.all(registered.map((columns) => columns(db)));
  return (schoolId: number) => Object.assign({}, ...readers.map((of) => of(schoolId)));
}
