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
  result: {
    ok: boolean;
    optimal?: boolean;
    effective_from: string;
    seconds: number;
    problems: DraftProblem[];
    sections: DraftedFigures[];
  } | null;
};

export type DraftRow = {
  id: number;
  class_section_id: number;
  class_section: string;
  effective_from: string;
  source: 'manual' | 'solver';
};
