/**
 * The header's bell (issue 28): a link to /notifications with the user's unread count, rendered
 * on the server and handed to the shell as a slot, so it adds no JavaScript to the shell's
 * first load (its budget is full). The link is a plain anchor, so opening the list is a full
 * page load: next/link here pulled 2.9 KB gzip of its code into the shell's chunk, and the
 * shell's own NavLink, used from a server component, keeps its export's name (17 bytes more). The count is the one of the page's request; the screens
 * that mark notices read refresh the server parts (router.refresh()), which renders it again.
 * No bell when the API does not answer the count (the school's plan lacks notifications).
 */
import './bell.css';
import { LineIcon } from '@/components/shell/menu-icon';
import { getT } from '@/lib/i18n/server';
import { unreadCount } from './unread-count';

/** A bell outline (24 × 24 grid), decorative: the link's label says what it is. */
const BELL = 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4';

export async function NotificationBell() {
  const count = await unreadCount();
  if (count === null) return null;
  const t = await getT('notification-screens');
  return (
    <a
      href="/notifications"
      className="btn btn-sm btn-outline-secondary notification-bell"
      aria-label={t('bell.label', { count })}
      data-unread={count}
    >
      <LineIcon d={BELL} size={18} />
      {count > 0 && (
        <span className="badge rounded-pill text-bg-danger" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
