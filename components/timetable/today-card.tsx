'use client';
/**
 * A teacher's periods today on their dashboard (issue 31): the lessons of today from their
 * week (`GET /api/timetables/teacher`), covers given to them marked, and the way to My day.
 */
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useTeacherWeek } from './queries';
import { DayLessons } from './teacher-week-view';

export function TodayPeriodsCard() {
  const t = useTranslations('timetable');
  const today = useSchoolFormat().today();
  const week = useTeacherWeek(null, today);
  const day = week.data?.days.find((d) => d.date === today);
  return (
    <Card className="h-100" data-testid="today-periods">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('today.title')}
        </Card.Title>
        {week.isPending && <p role="status">{t('loading')}</p>}
        {week.isError && <Alert variant="danger">{week.error.message}</Alert>}
        {day &&
          (day.day_kind === 'working' && !day.lessons.length ? (
            <p className="text-body-secondary">{t('today.none')}</p>
          ) : (
            <DayLessons day={day} caption={t('today.title')} />
          ))}
        <Link href="/timetable/my-day" className="d-inline-block mt-2">
          {t('today.open')}
        </Link>
      </Card.Body>
    </Card>
  );
}
