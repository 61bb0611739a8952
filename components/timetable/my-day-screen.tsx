'use client';
/**
 * /timetable/my-day: a teacher's own day (today's lessons, covers given to them marked), their
 * week below (another week by its date, kept in the address), print, and their calendar link.
 */
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { DateInput } from '@/components/ui/date-input';
import { PrintButton } from '@/components/ui/print-button';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { CalendarLink } from './calendar-link';
import { useTeacherWeek } from './queries';
import { DayLessons, WeekLessons } from './teacher-week-view';

export function MyDayScreen() {
  const t = useTranslations('timetable');
  const format = useSchoolFormat();
  const [chosen, setDate] = useUrlFilter('date');
  const today = format.today();
  const date = chosen || today;
  const week = useTeacherWeek(null, date);
  const day = week.data?.days.find((d) => d.date === date);
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {t('screens.myDay')}
          {week.data && <span className="print-only">{` — ${week.data.teacher.name}`}</span>}
        </h1>
        <div className="ms-auto">
          <PrintButton label={t('print')} />
        </div>
      </div>
      <Form.Group className="mb-3 no-print" style={{ maxWidth: '16rem' }}>
        <Form.Label htmlFor="my-day-date">{t('board.date')}</Form.Label>
        <DateInput id="my-day-date" value={date} onChange={(v) => setDate(v === today ? '' : v)} />
      </Form.Group>
      {week.isPending && <p role="status">{t('loading')}</p>}
      {week.isError && <Alert variant="danger">{week.error.message}</Alert>}
      {week.data && (
        <>
          <section aria-labelledby="day-title" className="mb-4" data-testid="my-day">
            <h2 id="day-title" className="h5">
              {date === today ? t('day.today') : format.date(date)}
            </h2>
            {day && <DayLessons day={day} caption={t('day.today')} />}
          </section>
          <section aria-labelledby="week-title" className="mb-4">
            <h2 id="week-title" className="h5">
              {t('day.week', {
                from: format.date(week.data.week.monday),
                to: format.date(week.data.week.sunday),
              })}
            </h2>
            <WeekLessons days={week.data.days} who={week.data.teacher.name} />
          </section>
          <CalendarLink teacherId={week.data.teacher.id} />
        </>
      )}
    </section>
  );
}
