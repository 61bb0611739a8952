'use client';
/**
 * A guardian's profile: the latest messages sent to them (the notification log filtered by
 * `recipient_user_id`), for staff who may read the log; a link opens the whole of it there.
 * Hidden for everyone else, and when the school's plan has no notifications.
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { usePermissions } from '@/components/ui/use-permissions';
import { formatInstant } from '@/lib/calendar/instants';
import { apiFetch } from '@/lib/client/api-fetch';
import { LOG_PERMISSION, type DeliveryRow } from './api-types';
import { DeliveryState } from './delivery-state';
import { useChannelNames, useEventNames } from './words';

const SHOWN = 10;

export function SentToGuardian({ userId }: { userId: number }) {
  const { can, ready } = usePermissions();
  if (!ready || !can(LOG_PERMISSION)) return null;
  return <SentList userId={userId} />;
}

function SentList({ userId }: { userId: number }) {
  const t = useTranslations('notification-screens');
  const format = useSchoolFormat();
  const events = useEventNames();
  const channels = useChannelNames();
  const filter = `recipient_user_id=${userId}`;
  const query = useQuery({
    queryKey: ['list', '/api/notification-log', `guardian:${userId}`],
    queryFn: () =>
      apiFetch<{ data: DeliveryRow[] }>(
        `/api/notification-log?${filter}&per_page=${SHOWN}&total=omit`,
      ),
  });
  const when = (iso: string) => formatInstant(iso, format.dateFormat, format.timeZone);
  return (
    <section className="mt-3" aria-labelledby="sent-to-guardian">
      <h2 id="sent-to-guardian" className="h6">
        {t('sent.title')}
      </h2>
      {query.isPending ? (
        <Spinner animation="border" size="sm" role="status" />
      ) : query.isError ? (
        <Alert variant="danger">{t('sent.loadFailed', { error: query.error.message })}</Alert>
      ) : query.data.data.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('sent.empty')}</p>
      ) : (
        <>
          <Table size="sm" className="align-middle data-table-stack">
            <caption className="visually-hidden">{t('sent.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('log.when')}</th>
                <th scope="col">{t('log.event')}</th>
                <th scope="col">{t('log.channel')}</th>
                <th scope="col">{t('log.state')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((r) => (
                <tr key={r.id}>
                  <td data-label={t('log.when')}>{when(r.created_at)}</td>
                  <td data-label={t('log.event')}>{events[r.event] ?? r.event}</td>
                  <td data-label={t('log.channel')}>{channels[r.channel] ?? r.channel}</td>
                  <td data-label={t('log.state')}>
                    <DeliveryState row={r} sentAt={r.sent_at ? when(r.sent_at) : null} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Link href={`/notification-log?${filter}`}>{t('sent.all')}</Link>
        </>
      )}
    </section>
  );
}
