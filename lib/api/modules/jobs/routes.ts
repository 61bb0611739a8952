/**
 * /api/jobs (School Admin): the school's own background jobs — the dead-letter list is
 * `?state=dead` — and a retry that gives a dead or failed job its attempts again, now.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobs } from '../../../db/schema/jobs';
import { envelope } from '../../http/envelope';
import { ApiError, notFoundLabelled } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { listResponse, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { jobList, jobListQuery, jobQueries } from './lists';

const TAG = 'jobs';
export const JOB_ENTITY = 'jobs';
const ADMIN = access.role('School Admin');

export const jobRoutes = [
  defineRoute({
    method: 'GET',
    path: '/jobs',
    tag: TAG,
    summary: "The school's background jobs, newest first (`state=dead`: the dead-letter list)",
    access: ADMIN,
    query: jobListQuery,
    handler: ({ db, caller, query }) => listResponse(jobList, db, caller.school.id, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/jobs/:id/retry',
    tag: TAG,
    summary: 'Run a dead or failed job again now, with its attempts renewed',
    access: ADMIN,
    audit: { entity: JOB_ENTITY, actions: ['run'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'job');
      const after = await db.transaction(async (tx) => {
        const before = await jobQueries.get(tx, schoolId, id);
        if (!before) throw notFoundLabelled('job');
        const [revived] = await tx
          .update(jobs)
          .set({ state: 'queued', attempt: 0, runAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(jobs.schoolId, schoolId),
              eq(jobs.id, id),
              inArray(jobs.state, ['dead', 'failed']),
            ),
          )
          .returning({ id: jobs.id });
        if (!revived) throw new ApiError('conflict', apiMessage('jobs.notRetryable'));
        const row = await jobQueries.get(tx, schoolId, id);
        await audit(tx, { action: 'run', entity: JOB_ENTITY, entityId: id, before, after: row });
        return row;
      });
      return envelope(after, apiMessage('done.jobRetried'));
    },
  }),
];
