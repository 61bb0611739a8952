/** What the draft screen reads: the solver job (GET /api/jobs/{id}) and the drafts waiting. */
export type DraftProblem = { code: string; values: Record<string, string | number> };

export type DraftedFigures = {
  class_section_id: number;
  name: string;
  version_id: number;
  placed: number;
  required: number;
  spread_met: number;
  spread_total: number;
};

export type DraftJob = {
  id: number;
  state: 'queued' | 'running' | 'failed' | 'done' | 'dead';
  progress: number | null;
  error: string | null;
  /** While it runs: `{ note }`, the solve's figures so far (solver/job.ts, SolvingNote). */
  result: DraftOutcome | RunningNote | null;
};

/** What a running job's result holds (the outcome's fields absent, so readers need no guard). */
type RunningNote = { note: SolvingNote; ok?: undefined; sections?: undefined };

export type SolvingNote = { seconds: number; placed: number | null; required: number };

export type DraftOutcome = {
  ok: boolean;
  optimal?: boolean;
  effective_from: string;
  seconds: number;
  /** ok false: what cannot be met; ok true: warnings (a lesson left without a room). */
  problems: DraftProblem[];
  sections: DraftedFigures[];
};

/** The job's answer once it is done (null before, and while it only carries a note). */
export const outcomeOf = (job: DraftJob): DraftOutcome | null =>
  job.result && job.result.ok !== undefined ? job.result : null;

export const noteOf = (job: DraftJob): SolvingNote | null =>
  job.state === 'running' && job.result && 'note' in job.result ? job.result.note : null;

export type DraftRow = {
  id: number;
  class_section_id: number;
  class_section: string;
  effective_from: string;
  source: 'manual' | 'solver';
};
