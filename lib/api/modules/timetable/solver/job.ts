/**
 * The `timetable-draft` queue: reads the instance, drafts it (solve.ts) and writes one
 * `draft` version per class-section (`source` solver) from the effective date, replacing the
 * section's earlier solver drafts; the job's result holds the figures the draft screen shows,
 * or the requirements that cannot be met. One attempt: the same inputs fail the same way.
 *
 * The solve takes at most TIME_LIMIT_SECONDS on a thread of its own (highs-thread.ts), so the
 * process keeps answering requests and renewing the job's lease meanwhile.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { oneRow } from '../../../../db/one-row';
import { timetableCells, timetableVersions } from '../../../../db/schema/timetable';
import { completeJob, defineQueue, setJobProgress, type Job } from '../../../../jobs';
import type { DraftedSection, SolverInstance } from './instance';
import { SHORTFALL_WEIGHT } from './model';
import {
  lessonsPlaced,
  progressGauge,
  READ,
  SOLVED,
  solvePercent,
  type SolveFigures,
} from './progress';
import { readInstance } from './read';
import { draftTimetable, TARGET_GAP_PERCENT } from './solve';

export const TIME_LIMIT_SECONDS = 40;

export type DraftPayload = {
  effectiveFrom: string;
  /** null: every class-section of the school. */
  classSectionIds: number[] | null;
  userId: number;
};

async function writeDrafts(
  tx: Executor,
  schoolId: number,
  payload: DraftPayload,
  drafted: readonly DraftedSection[],
) {
  const ids = drafted.map((s) => s.class_section_id);
  if (ids.length)
    await tx
      .delete(timetableVersions)
      .where(
        and(
          eq(timetableVersions.schoolId, schoolId),
          inArray(timetableVersions.classSectionId, ids),
          eq(timetableVersions.status, 'draft'),
          eq(timetableVersions.source, 'solver'),
        ),
      );
  const written = [];
  for (const section of drafted) {
    const version = oneRow(
      await tx
        .insert(timetableVersions)
        .values({
          schoolId,
          classSectionId: section.class_section_id,
          effectiveFrom: payload.effectiveFrom,
          status: 'draft',
          source: 'solver',
          createdByUserId: payload.userId,
        })
        .returning({ id: timetableVersions.id }),
      'inserting one draft version',
    );
    if (section.cells.length)
      await tx.insert(timetableCells).values(
        section.cells.map((c) => ({
          schoolId,
          versionId: version.id,
          day: c.day,
          periodId: c.period_id,
          classSubjectId: c.class_subject_id,
          roomId: c.room_id,
        })),
      );
    written.push({
      class_section_id: section.class_section_id,
      name: section.name,
      version_id: version.id,
      placed: section.placed,
      required: section.required,
      spread_met: section.spread_met,
      spread_total: section.spread_total,
    });
  }
  return written;
}

/** What the draft screen shows while HiGHS solves (`result.note` of the running job). */
export type SolvingNote = { seconds: number; placed: number | null; required: number };

/**
 * The solve's progress written as the log comes: READ–SOLVED, forward only, at most every
 * 500 ms, one write after the other (so none lands after the next step's); `settled` waits
 * for the last.
 */
function solveProgress(job: Job<DraftPayload>, instance: SolverInstance) {
  const required = instance.sections.reduce(
    (n, s) => n + s.lessons.reduce((m, l) => m + l.load, 0),
    0,
  );
  let writing = Promise.resolve();
  const gauge = progressGauge<SolvingNote>((percent, note) => {
    // A progress write that fails (the claim lost) must not fail the solve: completeJob will
    // say the claim is lost, and the job's answer matters more than its bar.
    writing = writing.then(() => setJobProgress(job, percent, note)).catch(() => {});
  });
  const onProgress = (figures: SolveFigures) =>
    gauge(
      solvePercent(figures, {
        timeLimitSeconds: TIME_LIMIT_SECONDS,
        targetGapPercent: TARGET_GAP_PERCENT,
      }),
      {
        seconds: Math.round(figures.seconds),
        placed: lessonsPlaced(figures, required, SHORTFALL_WEIGHT),
        required,
      },
    );
  return { onProgress, settled: () => writing };
}

async function runDraft(job: Job<DraftPayload>) {
  const schoolId = job.schoolId ?? 0;
  const started = Date.now();
  await setJobProgress(job, 5);
  const instance = await readInstance(
    job.db,
    schoolId,
    job.payload.effectiveFrom,
    job.payload.classSectionIds,
  );
  await setJobProgress(job, READ);
  const progress = solveProgress(job, instance);
  const outcome = await draftTimetable(instance, {
    timeLimitSeconds: TIME_LIMIT_SECONDS,
    onProgress: progress.onProgress,
  });
  await progress.settled();
  await setJobProgress(job, SOLVED);
  await job.db.transaction(async (tx) => {
    const base = {
      effective_from: job.payload.effectiveFrom,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    if (!outcome.ok)
      return completeJob(tx, job, { ...base, ok: false, problems: outcome.problems, sections: [] });
    const sections = await writeDrafts(tx, schoolId, job.payload, outcome.sections);
    await completeJob(tx, job, {
      ...base,
      ok: true,
      optimal: outcome.optimal,
      // Beside drafts, problems are warnings: lessons left without a room.
      problems: outcome.warnings,
      sections,
    });
  });
}

export const draftQueue = defineQueue<DraftPayload>('timetable-draft', runDraft, {
  attempts: 1,
  concurrency: 1,
});
