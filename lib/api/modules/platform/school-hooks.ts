/**
 * What other modules give a new school (attendance: its five original attendance codes).
 * Platform does not know those modules: each registers a hook here from its manifest's
 * `connect`, and createSchool runs them in its own transaction, so a school is created with
 * everything that comes with it or not at all.
 */
import type { Executor } from '../../../db/client';

type SchoolCreatedHook = (tx: Executor, schoolId: number) => Promise<void>;

const hooks: SchoolCreatedHook[] = [];

export function onSchoolCreated(hook: SchoolCreatedHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runSchoolCreatedHooks(tx: Executor, schoolId: number): Promise<void> {
  for (const hook of hooks) await hook(tx, schoolId);
}
