/**
 * Drafting a timetable: the pre-checks, then the model (model.ts) solved by HiGHS, the MIP
 * solver of the University of Edinburgh compiled to WebAssembly (the `highs` package: no
 * native add-on, the same build on every machine), then the solution read back as each
 * class-section's cells, then each lesson's room chosen (room-assignment.ts). A shortfall left
 * in the best solution is a requirement that cannot be met, named as the pre-checks name
 * theirs; a lesson left without a room is a warning beside the drafts.
 */
import type { DraftedSection, Problem, SolverInstance } from './instance';
import { solveOnThread } from './highs-thread';
import { buildModel, type Model } from './model';
import { precheck } from './precheck';
import { assignRooms } from './room-assignment';
import { readLogLine, type SolveFigures } from './progress';

export type DraftOutcome =
  | { ok: true; sections: DraftedSection[]; optimal: boolean; warnings: Problem[] }
  | { ok: false; problems: Problem[] };

export type SolveOptions = {
  /** The solver stops here and keeps its best timetable so far. */
  timeLimitSeconds: number;
  /** Hears the figures of each line of HiGHS's MIP log while it solves (progress.ts). */
  onProgress?: (figures: SolveFigures) => void;
};

/** The solver stops once its best timetable is proven within 1 % of the best possible. */
export const TARGET_GAP_PERCENT = 1;

/** Reads the solver's columns back as each section's cells (no room yet) and soft-rule figures. */
export function readSolution(
  instance: SolverInstance,
  model: Model,
  value: (column: string) => number,
): { sections: DraftedSection[]; problems: Problem[] } {
  const chosen = model.placements.filter((p) => value(p.name) > 0.5);
  const problems: Problem[] = [];
  const sections = instance.sections.map((section, s) => {
    const mine = chosen.filter((p) => p.section === s);
    const cells = mine.map((p) => ({
      day: p.day,
      period_id: p.periodId,
      class_subject_id: p.classSubjectId,
      room_id: null,
    }));
    let spreadMet = 0;
    section.lessons.forEach((lesson, l) => {
      const days = mine.filter((p) => p.lesson === l).map((p) => p.day);
      if (new Set(days).size === days.length) spreadMet++;
      if (days.length < lesson.load)
        problems.push({
          code: 'lessonUnplaced',
          values: {
            class_section: section.name,
            subject: lesson.subject,
            placed: days.length,
            needed: lesson.load,
          },
        });
    });
    return {
      class_section_id: section.id,
      name: section.name,
      cells: cells.sort((a, b) => a.day - b.day || a.period_id - b.period_id),
      placed: cells.length,
      required: section.lessons.reduce((n, l) => n + l.load, 0),
      spread_met: spreadMet,
      spread_total: section.lessons.length,
    };
  });
  return { sections, problems };
}

const WITH_SOLUTION = new Set(['Optimal', 'Time limit reached', 'Iteration limit reached']);

export async function draftTimetable(
  instance: SolverInstance,
  options: SolveOptions,
): Promise<DraftOutcome> {
  const problems = precheck(instance);
  if (problems.length) return { ok: false, problems };
  const model = buildModel(instance);
  if (!model.shortfalls.size)
    return {
      ok: true,
      sections: readSolution(instance, model, () => 0).sections,
      optimal: true,
      warnings: [],
    };
  const onProgress = options.onProgress;
  const solution = await solveOnThread(
    model.text,
    {
      // The log is read for the progress only when someone listens to it.
      output_flag: onProgress !== undefined,
      mip_min_logging_interval: 0.5,
      time_limit: options.timeLimitSeconds,
      mip_rel_gap: TARGET_GAP_PERCENT / 100,
    },
    (line) => {
      const figures = readLogLine(line);
      if (figures) onProgress?.(figures);
    },
  );
  if (!WITH_SOLUTION.has(solution.Status))
    throw new Error(`The solver stopped without a timetable: ${solution.Status}.`);
  const read = readSolution(instance, model, (name) => solution.Columns[name]?.Primal ?? 0);
  if (read.problems.length) return { ok: false, problems: read.problems };
  const housed = await assignRooms(instance, read.sections);
  return {
    ok: true,
    sections: housed.sections,
    optimal: solution.Status === 'Optimal',
    warnings: housed.warnings,
  };
}
