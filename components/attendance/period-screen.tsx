'use client';
/**
 * /attendance/periods: a teacher takes attendance for a lesson they teach (attendance by period,
 * a school setting). The day's lessons come from their own day (GET /api/timetables/teacher):
 * their lessons and the ones they cover, the lesson going on now (else the next) chosen first.
 * `?date=&class_section_id=&period_id=` opens a given lesson (the my-day screen links so), and
 * an admin reaching it so takes any lesson. With the setting off, the screen says so.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { DateInput } from '@/components/ui/date-input';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { apiFetch } from '@/lib/client/api-fetch';
import { clockIn, lessonAt, lessonKey, type DayLesson } from './period-pick';
import { PeriodRegister } from './period-register';

type Week = { days: { date: string; lessons: DayLesson[] }[] };

export function PeriodScreen() {
  const t = useTranslations('attendance');
  const format = useSchoolFormat();
  const [date, setDate] = useUrlFilter('date', format.today());
  const [section, setSection] = useUrlFilter('class_section_id');
  const [period, setPeriod] = useUrlFilter('period_id');
  const settings = useQuery({
    queryKey: ['attendance-settings'],
    queryFn: async () =>
      (await apiFetch<{ data: { by_period: boolean } }>('/api/attendance-settings')).data,
  });
  const week = useQuery({
    queryKey: ['teacher-week', date],
    enabled: settings.data?.by_period === true,
    queryFn: async () =>
      (await apiFetch<{ data: Week }>(`/api/timetables/teacher?date=${date}`)).data,
    retry: false,
  });
  const lessons = useMemo(
    () => week.data?.days.find((d) => d.date === date)?.lessons ?? [],
    [week.data, date],
  );
  const chosen = section && period ? `${section}:${period}` : '';
  // The lesson going on now (or next) is the usual one: chosen until another is.
  useEffect(() => {
    if (chosen || !week.data) return;
    const first = lessonAt(lessons, date === format.today() ? clockIn(format.timeZone) : '00:00');
    if (first) {
      setSection(String(first.class_section_id));
      setPeriod(String(first.period_id));
    }
  }, [chosen, week.data, lessons, date, format, setSection, setPeriod]);

  const pick = (key: string) => {
    const [s = '', p = ''] = key.split(':');
    setSection(s);
    setPeriod(p);
  };
  const known = lessons.some((l) => lessonKey(l) === chosen);

  return (
    <>
      <h1 className="h3 mb-3">{t('periods.title')}</h1>
      {settings.isPending ? (
        <Spinner size="sm" animation="border" role="status" aria-label={t('periods.loading')} />
      ) : !settings.data?.by_period ? (
        <Alert variant="info">{t('periods.off')}</Alert>
      ) : (
        <>
          <Row className="g-3 mb-3 align-items-end">
            <Col sm={6} md={3}>
              <Form.Group controlId="period-date">
                <Form.Label className="small mb-1">{t('mark.date')}</Form.Label>
                <DateInput
                  value={date}
                  max={format.today()}
                  onChange={(value) => {
                    setDate(value);
                    pick('');
                  }}
                />
              </Form.Group>
            </Col>
            <Col sm={6} md={5}>
              <Form.Group controlId="period-lesson">
                <Form.Label className="small mb-1">{t('periods.lesson')}</Form.Label>
                <Form.Select value={chosen} onChange={(e) => pick(e.target.value)}>
                  {(!known || chosen === '') && (
                    <option value={chosen}>
                      {chosen ? t('periods.linkedLesson') : t('periods.chooseLesson')}
                    </option>
                  )}
                  {lessons.map((l) => (
                    <option key={lessonKey(l)} value={lessonKey(l)}>
                      {t(l.cover ? 'periods.optionCover' : 'periods.option', {
                        period: l.period,
                        start: l.start_time,
                        end: l.end_time,
                        section: l.class_section,
                        subject: l.subject,
                      })}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
          </Row>
          {week.isError && <Alert variant="warning">{week.error.message}</Alert>}
          {week.isSuccess && !lessons.length && !chosen && (
            <p className="text-body-secondary">{t('periods.noLessons')}</p>
          )}
          {chosen && <PeriodRegister section={section} date={date} period={period} />}
        </>
      )}
    </>
  );
}
