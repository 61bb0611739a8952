/**
 * The timetable solver for `npm run bench` (BENCH_ONLY=timetable-solver): the demo school
 * (riverside, with its life: bell schedules, loads and teachers) drafted whole, every
 * class-section from next Monday, as the admin's job does it (enqueued, run by drainJobs):
 * the time from enqueue to done, the lessons placed of those asked, and how many soft rules
 * held (a class-subject whose lessons all fall on different days). Issue 31's target: the
 * demo school within 60 s; the job's solver stops at its time limit with its best draft.
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../lib/api/seed';
import { draftQueue } from '../../lib/api/modules/timetable/solver/job';
import type { DatabaseHandle } from '../../lib/db/client';
import { drainJobs, setJobsDatabase } from '../../lib/jobs';
import { demoSchool } from './backends';

export type SolverFigures = {
  backend: string;
  sections: number;
  seconds: number;
  outcome: string;
  placed: string;
  softMet: string;
};

type Drafted = { placed: number; required: number; spread_met: number; spread_total: number };
type Result = { ok: boolean; optimal?: boolean; sections: Drafted[]; problems: unknown[] };

const nextMonday = () => {
  const today = new Date();
  const offset = (8 - today.getUTCDay()) % 7 || 7;
  return new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
};

export async function benchTimetableSolver(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
): Promise<SolverFigures> {
  await seedDemo(handle.db, storageDir, { life: true });
  setJobsDatabase(handle);
  const school = await demoSchool(handle.db);
  // The school's first user, its admin, asks for it.
  const [admin] = (
    (await handle.db.execute(
      sql`select id::int as id from users where school_id = ${school.id} order by id limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const started = performance.now();
  const job = await draftQueue.enqueue(handle.db, {
    payload: { effectiveFrom: nextMonday(), classSectionIds: null, userId: admin?.id ?? 0 },
    schoolId: school.id,
  });
  await drainJobs({ queue: draftQueue.name });
  const seconds = (performance.now() - started) / 1000;
  const [row] = (
    (await handle.db.execute(
      sql`select state, result, last_error from jobs where school_id = ${school.id} and id = ${job?.id ?? 0}`,
    )) as unknown as { rows: { state: string; result: Result | null; last_error: string | null }[] }
  ).rows;
  const result = row?.result;
  const sum = (pick: (d: Drafted) => number) =>
    (result?.sections ?? []).reduce((n, d) => n + pick(d), 0);
  return {
    backend,
    sections: result?.sections.length ?? 0,
    seconds,
    outcome: !result
      ? `${row?.state}: ${row?.last_error}`
      : result.ok
        ? `${result.optimal ? 'optimal' : 'best within the time limit'}${
            // Beside drafts, problems are lessons left without a room (solver/room-assignment.ts).
            result.problems.length ? `, ${result.problems.length} lessons without a room` : ''
          }`
        : `cannot be met: ${JSON.stringify(result.problems).slice(0, 300)}`,
    placed: `${sum((d) => d.placed)} of ${sum((d) => d.required)}`,
    softMet: `${sum((d) => d.spread_met)} of ${sum((d) => d.spread_total)}`,
  };
}

export function printSolverTable(rows: readonly SolverFigures[]) {
  console.log(
    '\n| backend | class-sections | seconds | outcome | lessons placed | soft rules met |',
  );
  console.log('| --- | ---: | ---: | --- | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.sections} | ${r.seconds.toFixed(1)} | ${r.outcome} | ${r.placed} | ${r.softMet} |`,
    );
}
