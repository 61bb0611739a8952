/** A background job as GET /api/jobs answers it (no server code: the screen reads it too). */
import type { JobState } from '../../../db/schema/jobs-values';

/** `When`: Date as read, string (ISO 8601) in the answer. */
export type JobRowOf<When> = {
  id: number;
  queue: string;
  key: string | null;
  state: JobState;
  attempt: number;
  max_attempts: number;
  /** When it runs next (waiting), or ran last. */
  run_at: When;
  last_error: string | null;
  created_at: When;
  finished_at: When | null;
};
