/**
 * /api/announcements (SPEC §6 `announcement-*`): each reader sees what targets them
 * (audience.ts), newest first; writers manage them all. JSON or multipart with an
 * `attachment` (PDF or image, ≤ 5 MB), kept as a private file.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import {
  announcementClassSections,
  announcementRoles,
  announcements,
} from '../../../db/schema/announcements';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { listResponse, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { classSectionsByIds, findSessionYear } from '../academics';
import { storeAttachment } from '../files';
import { rolesByIds } from '../identity';
import { readableBy } from './audience';
import { announcementList, announcementListQuery, announcementRow } from './lists';
import { announcementSchema, type AnnouncementBody } from './schemas';
import { noticeAnnouncement } from './notices';
import { todayIn } from '../../../calendar';
import { apiMessage } from '../../http/messages';

const TAG = 'announcements';
const ENTITY = 'announcements';

async function readable(db: Executor, caller: SchoolUser, id: number) {
  const row = await announcementRow(db, caller.school.id, id, await readableBy(db, caller));
  if (!row) throw notFound('announcement');
  return row;
}

/** Whom it addresses: only the ids that go with the audience are kept. */
async function setAudience(tx: Executor, schoolId: number, id: number, body: AnnouncementBody) {
  const where = (t: typeof announcementRoles | typeof announcementClassSections) =>
    and(eq(t.schoolId, schoolId), eq(t.announcementId, id));
  await tx.delete(announcementRoles).where(where(announcementRoles));
  await tx.delete(announcementClassSections).where(where(announcementClassSections));
  if (body.audience === 'roles') {
    const ids = [...new Set(body.role_ids)];
    if ((await rolesByIds(tx, schoolId, ids)).size !== ids.length)
      throw validationFailed({ role_ids: apiMessage('announcements.rolesOfSchool') });
    await tx
      .insert(announcementRoles)
      .values(ids.map((roleId) => ({ schoolId, announcementId: id, roleId })));
  }
  if (body.audience === 'class_sections') {
    const ids = [...new Set(body.class_section_ids)];
    if ((await classSectionsByIds(tx, schoolId, ids)).size !== ids.length)
      throw validationFailed({
        class_section_ids: apiMessage('announcements.classSectionsOfSchool'),
      });
    await tx
      .insert(announcementClassSections)
      .values(ids.map((classSectionId) => ({ schoolId, announcementId: id, classSectionId })));
  }
}

const columns = (b: AnnouncementBody) => ({
  title: b.title,
  body: b.body,
  audience: b.audience,
  publishDate: b.publish_date,
});

async function attachmentOf(storageDir: string, schoolId: number, body: AnnouncementBody) {
  return body.attachment
    ? storeAttachment(storageDir, schoolId, 'announcement', body.attachment)
    : undefined;
}

export const announcementRoutes = [
  defineRoute({
    method: 'GET',
    path: '/announcements',
    tag: TAG,
    summary: 'Announcements addressed to the caller, newest first (writers see them all)',
    access: access.permission('announcement-list'),
    query: announcementListQuery,
    handler: async ({ db, caller, query }) =>
      listResponse(announcementList(await readableBy(db, caller)), db, caller.school.id, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/announcements/:id',
    tag: TAG,
    summary: 'One announcement addressed to the caller',
    access: access.permission('announcement-list'),
    handler: async ({ db, caller, params }) =>
      envelope(await readable(db, caller, parseId(params.id, 'announcement'))),
  }),
  defineRoute({
    method: 'POST',
    path: '/announcements',
    tag: TAG,
    summary: 'Publish an announcement to the whole school, some roles or some class-sections',
    access: access.permission('announcement-create'),
    body: announcementSchema,
    audit: { entity: ENTITY, actions: ['create'] },
    handler: async ({ c, db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const session = await findSessionYear(db, schoolId, undefined);
      if (!session) throw new ApiError('conflict', apiMessage('announcements.noDefaultSession'));
      const attachment = await attachmentOf(c.get('deps').config.storageDir, schoolId, body);
      const id = await db.transaction(async (tx) => {
        const row = oneRow(
          await tx
            .insert(announcements)
            .values({
              schoolId,
              sessionYearId: session.id,
              createdByUserId: caller.userId,
              attachment: attachment ?? null,
              ...columns(body),
            })
            .returning({ id: announcements.id }),
          'inserting one row into announcements',
        );
        await setAudience(tx, schoolId, row.id, body);
        const after = await readable(tx, caller, row.id);
        await audit(tx, { action: 'create', entity: ENTITY, entityId: row.id, after });
        await noticeAnnouncement(tx, schoolId, row.id, todayIn(caller.format.timeZone));
        return row.id;
      });
      return envelope(await readable(db, caller, id), apiMessage('done.announcementPublished'));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/announcements/:id',
    tag: TAG,
    summary: 'Change an announcement (a new attachment replaces the old one)',
    access: access.permission('announcement-edit'),
    body: announcementSchema,
    audit: { entity: ENTITY, actions: ['update'] },
    handler: async ({ c, db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'announcement');
      await readable(db, caller, id);
      const attachment = await attachmentOf(c.get('deps').config.storageDir, schoolId, body);
      await db.transaction(async (tx) => {
        const before = await readable(tx, caller, id);
        await tx
          .update(announcements)
          .set({
            ...columns(body),
            ...(attachment ? { attachment } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(announcements.schoolId, schoolId), eq(announcements.id, id)));
        await setAudience(tx, schoolId, id, body);
        const after = await readable(tx, caller, id);
        await audit(tx, { action: 'update', entity: ENTITY, entityId: id, before, after });
        await noticeAnnouncement(tx, schoolId, id, todayIn(caller.format.timeZone));
      });
      return envelope(await readable(db, caller, id), apiMessage('done.announcementSaved'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/announcements/:id',
    tag: TAG,
    summary: 'Delete an announcement',
    access: access.permission('announcement-delete'),
    audit: { entity: ENTITY, actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'announcement');
      await db.transaction(async (tx) => {
        const before = await readable(tx, caller, id);
        await tx
          .delete(announcements)
          .where(and(eq(announcements.schoolId, schoolId), eq(announcements.id, id)));
        await audit(tx, { action: 'delete', entity: ENTITY, entityId: id, before });
      });
      return envelope({ id }, apiMessage('done.announcementDeleted'));
    },
  }),
];

/** The latest announcements the caller may read, for the dashboard. */
export async function latestAnnouncements(db: Executor, caller: SchoolUser, count = 5) {
  if (!caller.permissions.has('announcement-list')) return [];
  const list = announcementList(await readableBy(db, caller));
  return list.queries.page(db, caller.school.id, {
    page: 1,
    per_page: count,
    format: 'json',
    total: 'omit',
  });
}
