/**
 * The solver's drafts (issue 31 item 3): `POST /api/timetables/draft` enqueues the
 * `timetable-draft` job (answered 202 with its id, read at `GET /api/jobs/{id}`), `GET
 * /api/timetables/drafts` lists the drafts waiting, `POST /api/timetables/versions/{id}/publish`
 * makes a draft the published version from its date after the same checks as `PUT
 * /api/timetables`, `POST /api/timetables/drafts/publish` publishes several together (each
 * checked against the others' new lessons, not their old ones), and `DELETE /api/timetables/versions/{id}` discards a draft.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { timetableVersions } from '../../../db/schema/timetable';
import type { AuditRecorder } from '../../http/audit';
import { envelope } from '../../http/envelope';
import { ApiError, notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { checkCells, lessonsOfCells, refuseClashes } from './save-timetable';
import { draftSchema, publishDraftsSchema } from './schemas';
import { draftQueue } from './solver/job';
import { readCells, readFacts, type SchoolFacts } from './store';

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

type Draft = Awaited<ReturnType<typeof draftOf>>;

/**
 * Makes a draft the published version of its class-section from its date, after the checks
 * and clash refusals of `PUT /api/timetables` against `facts` (the school as the caller sees
 * it will stand); the same date's published version gives way, as a PUT of that date replaces it.
 */
async function publishDraft(
  tx: Executor,
  facts: SchoolFacts,
  draft: Draft,
  by: { userId: number; audit: AuditRecorder },
) {
  const schoolId = facts.schoolId;
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
      publishedByUserId: by.userId,
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
  await by.audit(tx, {
    action: 'publish',
    entity: 'timetables',
    entityId: draft.id,
    before: { status: 'draft' },
    after,
  });
  return { id: draft.id, ...after };
}

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
        return publishDraft(tx, facts, draft, { userId: caller.userId, audit });
      });
      return envelope(published, apiMessage('done.timetableDraftPublished'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/timetables/drafts/publish',
    tag: 'timetable',
    summary:
      'Publishes drafts together (version_ids): each is checked against the others as they will stand and against the published versions of the other class-sections; one clash refuses them all (422 naming the class)',
    access: access.permission('timetable-edit'),
    body: publishDraftsSchema,
    audit: { entity: 'timetables', actions: ['publish'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const published = await db.transaction(async (tx) => {
        const drafts: Draft[] = [];
        for (const id of new Set(body.version_ids))
          drafts.push(await draftOf(tx, schoolId, String(id)));
        const facts = await readFacts(tx, schoolId);
        // As they will stand: each draft in force from its date, in place of that date's
        // published version of its class-section, so a draft meets the others' new lessons and
        // not their old ones.
        const replacing = new Set(drafts.map((d) => `${d.classSectionId}:${d.effectiveFrom}`));
        const asPublished = {
          ...facts,
          versions: [
            ...facts.versions.filter(
              (v) =>
                !(
                  v.status === 'published' &&
                  replacing.has(`${v.classSectionId}:${v.effectiveFrom}`)
                ),
            ),
            ...drafts.map((d) => ({
              id: d.id,
              classSectionId: d.classSectionId,
              effectiveFrom: d.effectiveFrom,
              status: 'published' as const,
            })),
          ].filter((v) => !drafts.some((d) => d.id === v.id && v.status === 'draft')),
        };
        const done: Awaited<ReturnType<typeof publishDraft>>[] = [];
        for (const draft of drafts)
          done.push(await publishDraft(tx, asPublished, draft, { userId: caller.userId, audit }));
        return done;
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
