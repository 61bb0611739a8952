'use client';
/**
 * The dashboard's daily cards: leave requests waiting for the approver, and the latest
 * announcements addressed to the user (staff get them with the stats; a guardian's dashboard
 * asks the announcements list itself, as it asks for no school-wide figures).
 */
import Link from 'next/link';
import Card from 'react-bootstrap/Card';
import { useTranslations } from 'use-intl';
import { AnnouncementBody } from '@/components/announcements/announcement-body';
import { useSchoolFormat } from '@/components/ui/school-format';
import { latestAnnouncementsQuery } from './queries';
import { useCardQuery } from './use-guardian-query';

export type DashboardAnnouncement = {
  id: number;
  title: string;
  body: string;
  publish_date: string;
  audience_names: string;
};

export function PendingLeaveCard({ count }: { count: number }) {
  const t = useTranslations('dashboard');
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('leave.title')}
        </Card.Title>
        <p className="fs-3 fw-semibold mb-1" data-testid="pending-leave-count">
          {count}
        </p>
        <p className="mb-2 text-body-secondary">{t('leave.waiting')}</p>
        <Link href="/leave/requests?status=pending">{t('leave.review')}</Link>
      </Card.Body>
    </Card>
  );
}

export function AnnouncementsCard({ rows }: { rows?: DashboardAnnouncement[] }) {
  const t = useTranslations('dashboard');
  const format = useSchoolFormat();
  const fetched = useCardQuery(latestAnnouncementsQuery, { enabled: rows === undefined });
  const items = rows ?? fetched.data;
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('announcements.title')}
        </Card.Title>
        {!items ? (
          <p className="text-body-secondary mb-0">{t('announcements.loading')}</p>
        ) : items.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('announcements.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-2">
            {items.map((a) => (
              <li key={a.id} className="mb-3">
                <h3 className="h6 mb-0">{a.title}</h3>
                <p className="small text-body-secondary mb-1">
                  {format.date(a.publish_date)} · {a.audience_names}
                </p>
                <AnnouncementBody text={a.body} />
              </li>
            ))}
          </ul>
        )}
        <Link href="/announcements">{t('announcements.all')}</Link>
      </Card.Body>
    </Card>
  );
}
