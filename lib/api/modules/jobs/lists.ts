/** The school's background jobs, newest first; one path for page and CSV. */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { jobs } from '../../../db/schema/jobs';
import { JOB_STATES } from '../../../db/schema/jobs-values';
import type { JobRowOf } from './types';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';

export type JobRow = JobRowOf<Date>;

export const jobListQuery = listQuery(['id', 'run_at', 'queue'], {
  state: z
    .enum(JOB_STATES, { error: `The state must be one of: ${JOB_STATES.join(', ')}.` })
    .optional(),
});
type Params = z.output<typeof jobListQuery>;

const select = (db: Executor) =>
  db
    .select({
      id: jobs.id,
      queue: jobs.queue,
      key: jobs.key,
      state: jobs.state,
      attempt: jobs.attempt,
      max_attempts: jobs.maxAttempts,
      run_at: jobs.runAt,
      last_error: jobs.lastError,
      created_at: jobs.createdAt,
      finished_at: jobs.finishedAt,
    })
    .from(jobs);

export const jobQueries = queriesOf<JobRow, Params>({
  select,
  schoolId: jobs.schoolId,
  id: jobs.id,
  search: [jobs.queue, jobs.key, jobs.lastError],
  sort: { id: jobs.id, run_at: jobs.runAt, queue: jobs.queue },
  defaultSort: '-id',
  filters: (p) => [p.state ? eq(jobs.state, p.state) : undefined],
});

export const jobList: ListDefinition<JobRow, Params> = {
  query: jobListQuery,
  queries: jobQueries,
  csv: {
    fileName: 'jobs.csv',
    columns: [
      { header: 'ID', value: (r) => r.id },
      { header: 'Queue', value: (r) => r.queue },
      { header: 'Status', value: (r) => r.state },
      { header: 'Attempts', value: (r) => r.attempt },
      { header: 'Next attempt', value: (r) => r.run_at.toISOString() },
      { header: 'Last error', value: (r) => r.last_error },
      { header: 'Created', value: (r) => r.created_at.toISOString() },
    ],
  },
};

/** One job as its reader sees it: where it stands, and what it answered or why it failed. */
export async function readJob(db: Executor, schoolId: number, id: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      queue: jobs.queue,
      state: jobs.state,
      progress: jobs.progress,
      result: jobs.result,
      error: jobs.lastError,
      attempt: jobs.attempt,
      max_attempts: jobs.maxAttempts,
      created_at: jobs.createdAt,
      finished_at: jobs.finishedAt,
      created_by_user_id: jobs.createdByUserId,
    })
    .from(jobs)
    .where(and(eq(jobs.schoolId, schoolId), eq(jobs.id, id)));
  return row;
}
