'use client';
/** The next holidays from today (anyone with holiday-list, guardians included). */
import Link from 'next/link';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { failureMessage, nextHolidaysQuery } from './queries';
import { useCardQuery } from './use-guardian-query';

export function HolidaysCard() {
  const t = useTranslations('dashboard');
  const format = useSchoolFormat();
  const today = format.today();
  const { data, isError, error } = useCardQuery(nextHolidaysQuery(today));
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('holidays.title')}
        </Card.Title>
        {isError ? (
          <p className="text-danger mb-0" role="alert">
            {t('holidays.loadFailed', { error: failureMessage(error, t('figures.noAnswer')) })}
          </p>
        ) : !data ? (
          <div role="status" aria-label={t('holidays.loading')}>
            <Placeholder as="p" animation="glow">
              <Placeholder xs={6} />
            </Placeholder>
          </div>
        ) : data.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('holidays.none')}</p>
        ) : (
          <ul className="list-unstyled mb-2">
            {data.map((h) => (
              <li key={h.id} className="d-flex justify-content-between border-bottom py-2">
                <span className="fw-semibold">{h.title}</span>
                <span className="text-body-secondary">
                  {format.date(h.start_date)}
                  {h.end_date !== h.start_date && ` – ${format.date(h.end_date)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link href="/holidays">{t('holidays.all')}</Link>
      </Card.Body>
    </Card>
  );
}
