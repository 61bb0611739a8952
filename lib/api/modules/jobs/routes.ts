/**
 * /api/jobs (School Admin): the school's own background jobs — the dead-letter list is
 * `?state=dead` — and a retry that gives a dead or failed job its attempts again, now.
 * `GET /api/jobs/{id}`: one job's state, progress and result (or error), for the person who
 * asked for it (a drafted timetable's screen polls it) and the School Admin.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobs } from '../../../db/schema/jobs';
import { envelope } from '../../http/envelope';
import { ApiError, forbidden, notFoundLabelled } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { listResponse, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { jobList, jobListQuery, jobQueries, readJob } from './lists';

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
    method: 'GET',
    path: '/jobs/:id',
    tag: TAG,
    summary:
      'One job of the school: state, progress (0–100), result when done, error when failed; for the person who asked for it or the School Admin',
    access: access.authenticated,
    handler: async ({ db, caller, params }) => {
      const job = await readJob(db, caller.school.id, parseId(params.id, 'job'));
      if (!job) throw notFoundLabelled('job');
      const { created_by_user_id: creator, ...shown } = job;
      if (creator !== caller.userId && !caller.roles.includes('School Admin'))
        throw forbidden(apiMessage('jobs.notYours'));
      return envelope(shown);
    },
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
