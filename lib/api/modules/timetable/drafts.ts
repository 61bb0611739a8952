/**
 * The solver's drafts (issue 31 item 3): `POST /api/timetables/draft` enqueues the
 * `timetable-draft` job (answered 202 with its id, read at `GET /api/jobs/{id}`), `GET
 * /api/timetables/drafts` lists the drafts waiting, `POST /api/timetables/versions/{id}/publish`
 * makes a draft the published version from its date after the same checks as `PUT
 * /api/timetables`, and `DELETE /api/timetables/versions/{id}` discards a draft.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { timetableVersions } from '../../../db/schema/timetable';
import { envelope } from '../../http/envelope';
import { ApiError, notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { checkCells, lessonsOfCells, refuseClashes } from './save-timetable';
import { draftSchema } from './schemas';
import { draftQueue } from './solver/job';
import { readCells, readFacts } from './store';

export const DRAFT_ENTITY = 'timetable-drafts';

async function draftOf(tx: Executor, schoolId: number, rawId: string | undefined) {
  const id = parseId(rawId, 'version');
  const [version] = await tx
    .select()
    .from(timetableVersions)
    .where(and(eq(timetableVersions.schoolId, schoolId), eq(timetableVersions.id, id)));
  if (!version) throw notFoundLabelled('version');
  if (version.status !== 'draft')
    throw new ApiError('conflict', apiMessage('timetableDraft.notADraft'));
  return version;
}

const asCells = (cells: Awaited<ReturnType<typeof readCells>>) =>
  cells.map((c) => ({
    day: c.day,
    period_id: c.periodId,
    class_subject_id: c.classSubjectId,
    room_id: c.roomId,
  }));

export const draftRoutes = [
  defineRoute({
    method: 'POST',
    path: '/timetables/draft',
    tag: 'timetable',
    summary:
      'Drafts the timetable of every class-section (or class_section_ids) from effective_from by the solver, as a background job: answers 202 {job_id}, read at GET /api/jobs/{id}',
    access: access.permission('timetable-create'),
    body: draftSchema,
    audit: { entity: DRAFT_ENTITY, actions: ['run'] },
    handler: async ({ db, caller, body, audit, c }) => {
      const schoolId = caller.school.id;
      const job = await db.transaction(async (tx) => {
        const facts = await readFacts(tx, schoolId);
        const unknown = (body.class_section_ids ?? []).findIndex((id) => !facts.sections.has(id));
        if (unknown >= 0)
          throw validationFailed({
            [`class_section_ids.${unknown}`]: apiMessage('timetableDraft.sectionUnknown'),
          });
        if (!facts.sections.size)
          throw validationFailed({ class_section_ids: apiMessage('timetableDraft.noSections') });
        const payload = {
          effectiveFrom: body.effective_from,
          classSectionIds: body.class_section_ids ?? null,
          userId: caller.userId,
        };
        const queued = await draftQueue.enqueue(tx, {
          payload,
          schoolId,
          createdByUserId: caller.userId,
        });
        if (!queued) throw new Error('timetable-draft: the job was not enqueued.');
        await audit(tx, {
          action: 'run',
          entity: DRAFT_ENTITY,
          entityId: queued.id,
          after: {
            effective_from: body.effective_from,
            class_section_ids: payload.classSectionIds,
          },
        });
        return queued;
      });
      c.status(202);
      return envelope({ job_id: job.id }, apiMessage('done.timetableDraftQueued'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/timetables/drafts',
    tag: 'timetable',
    summary: 'The drafts waiting to be published or discarded, with their class-section and date',
    access: access.permission('timetable-list'),
    handler: async ({ db, caller }) => {
      const schoolId = caller.school.id;
      const facts = await readFacts(db, schoolId);
      const rows = await db
        .select({
          id: timetableVersions.id,
          class_section_id: timetableVersions.classSectionId,
          effective_from: timetableVersions.effectiveFrom,
          source: timetableVersions.source,
          created_at: timetableVersions.createdAt,
        })
        .from(timetableVersions)
        .where(and(eq(timetableVersions.schoolId, schoolId), eq(timetableVersions.status, 'draft')))
        .orderBy(asc(timetableVersions.classSectionId), asc(timetableVersions.id));
      return envelope(
        rows.map((r) => ({
          ...r,
          class_section: facts.sections.get(r.class_section_id)?.name ?? '',
        })),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/timetables/versions/:id/publish',
    tag: 'timetable',
    summary:
      'Publishes a draft as its class-section’s version from its effective date (the same date’s published version is replaced), refused 422 on a clash as PUT /api/timetables is',
    access: access.permission('timetable-edit'),
    audit: { entity: 'timetables', actions: ['publish'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const published = await db.transaction(async (tx) => {
        const draft = await draftOf(tx, schoolId, params.id);
        const facts = await readFacts(tx, schoolId);
        const section = facts.sections.get(draft.classSectionId);
        if (!section) throw notFoundLabelled('class-section');
        const cells = asCells(await readCells(tx, schoolId, [draft.id]));
        checkCells(facts, section, cells);
        await refuseClashes(
          tx,
          facts,
          lessonsOfCells(facts, section.id, cells),
          section.id,
          draft.effectiveFrom,
        );
        // The same date's published version gives way, as a PUT of that date replaces it.
        const replaced = await tx
          .delete(timetableVersions)
          .where(
            and(
              eq(timetableVersions.schoolId, schoolId),
              eq(timetableVersions.classSectionId, section.id),
              eq(timetableVersions.effectiveFrom, draft.effectiveFrom),
              eq(timetableVersions.status, 'published'),
            ),
          )
          .returning({ id: timetableVersions.id });
        await tx
          .update(timetableVersions)
          .set({
            status: 'published',
            publishedAt: sql`now()`,
            publishedByUserId: caller.userId,
            updatedAt: sql`now()`,
          })
          .where(and(eq(timetableVersions.schoolId, schoolId), eq(timetableVersions.id, draft.id)));
        const after = {
          class_section_id: section.id,
          effective_from: draft.effectiveFrom,
          status: 'published',
          replaced_version_id: replaced[0]?.id ?? null,
          cells,
        };
        await audit(tx, {
          action: 'publish',
          entity: 'timetables',
          entityId: draft.id,
          before: { status: 'draft' },
          after,
        });
        return { id: draft.id, ...after };
      });
      return envelope(published, apiMessage('done.timetableDraftPublished'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/timetables/versions/:id',
    tag: 'timetable',
    summary: 'Discards a draft (a published version is 409: a later version replaces it)',
    access: access.permission('timetable-delete'),
    audit: { entity: 'timetables', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      await db.transaction(async (tx) => {
        const draft = await draftOf(tx, schoolId, params.id);
        const cells = asCells(await readCells(tx, schoolId, [draft.id]));
        await tx
          .delete(timetableVersions)
          .where(and(eq(timetableVersions.schoolId, schoolId), eq(timetableVersions.id, draft.id)));
        await audit(tx, {
          action: 'delete',
          entity: 'timetables',
          entityId: draft.id,
          before: {
            class_section_id: draft.classSectionId,
            effective_from: draft.effectiveFrom,
            status: 'draft',
            cells,
          },
        });
      });
      return envelope(null, apiMessage('done.timetableDraftDiscarded'));
    },
  }),
];
