'use client';
/**
 * The user's own notifications (GET /api/notifications): newest first, unread ones marked New,
 * "Unread only" and the page in the address; each can be marked read or opened at the screen
 * it concerns (which marks it read too), and all at once. After a mark the server parts render
 * again (router.refresh()), so the header's bell shows the new count.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { formatInstant } from '@/lib/calendar/instants';
import { apiFetch } from '@/lib/client/api-fetch';
import type { NotificationRow, NotificationsPage } from './api-types';

const PER_PAGE = 20;
const MY_NOTIFICATIONS_KEY = ['my-notifications'] as const;

export function MyNotifications() {
  const t = useTranslations('notification-screens');
  const format = useSchoolFormat();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [show, setShow] = useUrlFilter('show');
  const [pageParam, setPageParam] = useUrlFilter('page');
  const unreadOnly = show === 'unread';
  const page = Math.max(1, Number(pageParam) || 1);
  const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  if (unreadOnly) params.set('unread', 'true');
  const list = useQuery({
    queryKey: [...MY_NOTIFICATIONS_KEY, params.toString()],
    queryFn: () => apiFetch<NotificationsPage>(`/api/notifications?${params}`),
    placeholderData: keepPreviousData,
  });
  const afterMark = async () => {
    await queryClient.invalidateQueries({ queryKey: MY_NOTIFICATIONS_KEY });
    router.refresh(); // the bell, rendered on the server
  };
  const markRead = useMutation({
    mutationFn: (id: number) => apiFetch(`/api/notifications/${id}/read`, { method: 'POST' }),
    onSuccess: afterMark,
    onError: (e) => toast.error(e.message),
  });
  const markAll = useMutation({
    mutationFn: () =>
      apiFetch<{ message: string }>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await afterMark();
    },
    onError: (e) => toast.error(e.message),
  });

  const unread = list.data?.unread ?? 0;
  const rows = list.data?.data ?? [];
  const hasMore = list.data?.meta.has_more ?? false;
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <FilterSelect
          id="filter-show"
          label={t('mine.show')}
          all={t('mine.all')}
          value={show}
          onChange={setShow}
          options={[{ value: 'unread', label: t('mine.unreadOnly') }]}
        />
        <p className="mb-2" aria-live="polite" data-testid="unread-count">
          {t('mine.unreadCount', { count: unread })}
        </p>
        <Button
          variant="outline-primary"
          className="ms-auto"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('mine.markAllRead')}
        </Button>
      </div>
      {list.isPending ? (
        <Spinner animation="border" size="sm" role="status" />
      ) : list.isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <span>{t('mine.loadFailed', { error: list.error.message })}</span>
          <Button size="sm" variant="outline-danger" onClick={() => void list.refetch()}>
            {t('mine.tryAgain')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <p className="text-body-secondary">
          {unreadOnly ? t('mine.emptyUnread') : t('mine.empty')}
        </p>
      ) : (
        <ul className="list-group mb-3" aria-busy={list.isFetching}>
          {rows.map((n) => (
            <NoticeItem
              key={n.id}
              notice={n}
              when={formatInstant(n.created_at, format.dateFormat, format.timeZone)}
              onRead={() => markRead.mutate(n.id)}
              busy={markRead.isPending && markRead.variables === n.id}
            />
          ))}
        </ul>
      )}
      {(page > 1 || hasMore) && (
        <div className="d-flex align-items-center gap-2">
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={page <= 1}
            onClick={() => setPageParam(page > 2 ? String(page - 1) : '')}
          >
            {t('mine.previous')}
          </Button>
          <span className="small">{t('mine.page', { page })}</span>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={!hasMore}
            onClick={() => setPageParam(String(page + 1))}
          >
            {t('mine.next')}
          </Button>
        </div>
      )}
    </>
  );
}

function NoticeItem(props: {
  notice: NotificationRow;
  when: string;
  onRead: () => void;
  busy: boolean;
}) {
  const t = useTranslations('notification-screens');
  const { notice: n } = props;
  const unread = n.read_at === null;
  return (
    <li
      className={`list-group-item d-flex flex-wrap gap-2${unread ? ' notification-unread' : ''}`}
      data-testid="notification"
      data-unread={unread}
    >
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <h2 className="h6 mb-1 text-break">
          {unread && (
            <Badge bg="primary" className="me-2">
              {t('mine.new')}
            </Badge>
          )}
          <span className={unread ? 'fw-bold' : undefined}>{n.title}</span>
        </h2>
        <p className="mb-1 text-break">{n.body}</p>
        <p className="small text-body-secondary mb-0">{t('mine.received', { when: props.when })}</p>
      </div>
      <div className="d-flex flex-wrap align-items-start gap-2">
        {n.link && (
          <Link
            href={n.link}
            className="btn btn-sm btn-outline-primary"
            aria-label={t('mine.openLabel', { title: n.title })}
            onClick={() => unread && props.onRead()}
          >
            {t('mine.open')}
          </Link>
        )}
        {unread && (
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={props.busy}
            aria-label={t('mine.markReadLabel', { title: n.title })}
            onClick={props.onRead}
          >
            {t('mine.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}
