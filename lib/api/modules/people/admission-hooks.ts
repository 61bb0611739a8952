/**
 * What other modules do when students join the school (fees: the dues of their class's
 * structure). People does not know those modules: each registers a hook here, from
 * lib/api/modules.ts, and admission runs them in its own transaction, so a student is admitted
 * with everything that comes with it or not at all.
 */
import type { Executor } from '../../../db/client';

export type AdmittedStudents = {
  schoolId: number;
  students: { studentId: number; classSectionId: number; sessionYearId: number }[];
  /** Today in the school's time zone. */
  today: string;
  byUserId: number | null;
};

type AdmissionHook = (tx: Executor, admitted: AdmittedStudents) => Promise<void>;

const hooks: AdmissionHook[] = [];

export function onStudentsAdmitted(hook: AdmissionHook): void {
  hooks.push(hook);
}

export async function runAdmissionHooks(tx: Executor, admitted: AdmittedStudents): Promise<void> {
  if (!admitted.students.length) return;
  for (const hook of hooks) await hook(tx, admitted);
}
