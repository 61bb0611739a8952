import 'server-only';
/**
 * The signed-in user's unread notifications, read on the server for the header's bell: one
 * call to GET /api/notifications (the count rides on the answer; one row asked for, none
 * needed), with the user's session, once per request.
 */
import { cache } from 'react';
import { callApiJson } from '@/lib/bff/upstream';
import { sessionCallContext } from '@/lib/session/current-user';
import type { NotificationsPage } from './api-types';

/** The count, or null when the API does not answer it (no session, the plan lacks the module). */
export const unreadCount = cache(async (): Promise<number | null> => {
  try {
    const { status, body } = await callApiJson<NotificationsPage>(
      { path: '/api/notifications?unread=true&per_page=1' },
      await sessionCallContext(),
    );
    return status === 200 ? body.unread : null;
  } catch {
    // The bell is an extra: a failed count must not take the whole page down with it.
    return null;
  }
});
