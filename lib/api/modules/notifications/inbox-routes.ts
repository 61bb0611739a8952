/**
 * The caller's own in-app notifications (the bell and /notifications): GET /api/notifications
 * (list conventions, `unread=true`, newest first; `unread` in the answer counts every unread
 * one), POST /api/notifications/{id}/read and /read-all. Another user's or another school's
 * notification is 404. Marking read changes only the reader's own view: not audited.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { notifications } from '../../../db/schema/notifications';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { listQuery, type ListParams } from '../../http/list';
import { apiMessage } from '../../http/messages';
import { queriesOf } from '../../http/query-spec';
import { listResponse, parseId, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import type { NotificationRow } from './types';

const TAG = 'notifications';

export const inboxQuery = listQuery(['created_at'], {
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false.' }).optional(),
});
/** A row as read (instants as Dates; the answer writes them ISO 8601, NotificationRow). */
type StoredRow = Omit<NotificationRow, 'created_at' | 'read_at'> & {
  created_at: Date;
  read_at: Date | null;
};

/** The reader is put in by the handler, never taken from the request. */
type InboxParams = z.output<typeof inboxQuery> & ListParams & { user_id: number };

const inbox: ListDefinition<StoredRow, InboxParams> = {
  query: inboxQuery as never,
  queries: queriesOf<StoredRow, InboxParams>({
    select: (db) =>
      db
        .select({
          id: notifications.id,
          event: sql<NotificationRow['event']>`${notifications.event}`,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          created_at: notifications.createdAt,
          read_at: notifications.readAt,
        })
        .from(notifications),
    schoolId: notifications.schoolId,
    id: notifications.id,
    search: [notifications.title, notifications.body],
    sort: { created_at: notifications.id },
    defaultSort: '-created_at',
    filters: (p) => [
      eq(notifications.userId, p.user_id),
      p.unread === 'true' ? isNull(notifications.readAt) : undefined,
      p.unread === 'false' ? sql`${notifications.readAt} is not null` : undefined,
    ],
  }),
  csv: {
    fileName: 'notifications.csv',
    columns: [
      { header: 'Created', value: (r: StoredRow) => r.created_at.toISOString() },
      { header: 'Title', value: (r: StoredRow) => r.title },
      { header: 'Description', value: (r: StoredRow) => r.body },
    ],
  },
};

export async function unreadCount(db: Executor, schoolId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.schoolId, schoolId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
      ),
    );
  return row?.n ?? 0;
}

const own = (schoolId: number, userId: number) =>
  and(eq(notifications.schoolId, schoolId), eq(notifications.userId, userId));

export const inboxRoutes = [
  defineRoute({
    method: 'GET',
    path: '/notifications',
    tag: TAG,
    summary:
      "The caller's own notifications, newest first (unread=true: only the unread); `unread` counts all the unread ones",
    access: access.authenticated,
    query: inboxQuery,
    handler: async ({ db, caller, query }) => {
      const params = { ...query, user_id: caller.userId } as InboxParams;
      const answer = await listResponse(inbox, db, caller.school.id, params);
      if (answer instanceof Response) return answer;
      return { ...answer, unread: await unreadCount(db, caller.school.id, caller.userId) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/read-all',
    tag: TAG,
    summary: "Mark all the caller's notifications read",
    access: access.authenticated,
    audit: {
      exempt:
        "marks the caller's own notifications read: their own view, nothing the school changes",
    },
    handler: async ({ db, caller }) => {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(own(caller.school.id, caller.userId), isNull(notifications.readAt)));
      return envelope({ unread: 0 }, apiMessage('done.notificationsRead'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/:id/read',
    tag: TAG,
    summary: "Mark one of the caller's notifications read (another's is 404)",
    access: access.authenticated,
    audit: { exempt: "marks one of the caller's own notifications read: their own view only" },
    handler: async ({ db, caller, params }) => {
      const id = parseId(params.id, 'notification');
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(own(caller.school.id, caller.userId), eq(notifications.id, id)))
        .returning({ id: notifications.id, read_at: notifications.readAt });
      if (!row) throw notFound('notification');
      return envelope({
        ...row,
        unread: await unreadCount(db, caller.school.id, caller.userId),
      });
    },
  }),
];
