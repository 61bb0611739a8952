/**
 * Drafting a timetable: the pre-checks, then the model (model.ts) solved by HiGHS, the MIP
 * solver of the University of Edinburgh compiled to WebAssembly (the `highs` package: no
 * native add-on, the same build on every machine), then the solution read back as each
 * class-section's cells. A shortfall left in the best solution is a requirement that cannot
 * be met, named as the pre-checks name theirs.
 */
import type { DraftedSection, Problem, SolverInstance } from './instance';
import { solveOnThread } from './highs-thread';
import { buildModel, type Model } from './model';
import { precheck } from './precheck';

export type DraftOutcome =
  { ok: true; sections: DraftedSection[]; optimal: boolean } | { ok: false; problems: Problem[] };

export type SolveOptions = {
  /** The solver stops here and keeps its best timetable so far. */
  timeLimitSeconds: number;
};

/** Reads the solver's columns back as each section's cells and soft-rule figures. */
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
      room_id: section.roomId,
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
    return { ok: true, sections: readSolution(instance, model, () => 0).sections, optimal: true };
  const solution = await solveOnThread(model.text, {
    output_flag: false,
    time_limit: options.timeLimitSeconds,
    mip_rel_gap: 0.01,
  });
  if (!WITH_SOLUTION.has(solution.Status))
    throw new Error(`The solver stopped without a timetable: ${solution.Status}.`);
  const read = readSolution(instance, model, (name) => solution.Columns[name]?.Primal ?? 0);
  if (read.problems.length) return { ok: false, problems: read.problems };
  return { ok: true, sections: read.sections, optimal: solution.Status === 'Optimal' };
}
