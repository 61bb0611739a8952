/**
 * What other modules add to each row of the provider's list of schools (the last finished
 * backup, the plan and its usage). Platform holds the schools and sits below those modules, so
 * it does not import them: each registers its columns here (from its manifest's `connect`), and the
 * list reads every registered set with one query per module, not per school.
 */
import type { Executor } from '../../../db/client';
import type { SchoolSubscriptionColumns } from './types';

export type SchoolUsage = { used: number; limit: number | null };

/**
 * The columns the console shows beside platform's own. Platform states their shape (the modules
 * above it fill them in), so the list and its CSV read them typed, without knowing who fills them.
 */
export type SchoolListExtras = {
  last_backup_at: Date | null;
  subscription: SchoolSubscriptionColumns | null;
  usage: { students: SchoolUsage; staff: SchoolUsage };
};

/** Reads a module's figures for every school at once; answers one school's columns. */
export type SchoolListColumns = (
  db: Executor,
) => Promise<(schoolId: number) => Partial<SchoolListExtras>>;

const registered: SchoolListColumns[] = [];

export function addSchoolListColumns(columns: SchoolListColumns): void {
  registered.push(columns);
}

/** Every registered module's columns, read once, merged per school in registration order. */
export async function schoolListColumns(db: Executor) {
  const readers = await Promise.all(registered.map((columns) => columns(db)));
  return (schoolId: number): Partial<SchoolListExtras> =>
    readers.reduce<Partial<SchoolListExtras>>((all, of) => ({ ...all, ...of(schoolId) }), {});
}
