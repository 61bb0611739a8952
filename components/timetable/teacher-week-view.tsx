'use client';
/**
 * A teacher's week as a list per day (a teacher's own on My day; an admin's look at another
 * teacher on /timetable): each lesson's time, class, subject and room, a cover they give
 * marked, and who covers a lesson of theirs. A holiday or weekly off day says so.
 */
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import type { TeacherDay, TeacherLesson } from './types';

export function DayLessons({ day, caption }: { day: TeacherDay; caption: string }) {
  const t = useTranslations('timetable');
  if (day.day_kind !== 'working')
    return (
      <p className="text-body-secondary mb-0">
        {day.holiday ? t('day.holiday', { name: day.holiday }) : t('day.weeklyOff')}
      </p>
    );
  if (!day.lessons.length) return <p className="text-body-secondary mb-0">{t('day.noLessons')}</p>;
  return (
    <Table size="sm" className="align-middle mb-0 data-table-stack">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('day.time')}</th>
          <th scope="col">{t('day.classSection')}</th>
          <th scope="col">{t('day.subject')}</th>
          <th scope="col">{t('day.room')}</th>
        </tr>
      </thead>
      <tbody>
        {day.lessons.map((l) => (
          <LessonRow key={`${l.class_section_id}-${l.period_id}`} lesson={l} />
        ))}
      </tbody>
    </Table>
  );
}

function LessonRow({ lesson: l }: { lesson: TeacherLesson }) {
  const t = useTranslations('timetable');
  return (
    <tr className={l.cover ? 'table-warning' : undefined} data-cover={l.cover || undefined}>
      <td data-label={t('day.time')}>
        {l.start_time}–{l.end_time} <span className="small text-body-secondary">{l.period}</span>
      </td>
      <td data-label={t('day.classSection')}>
        {l.class_section}{' '}
        {l.cover && (
          <Badge bg="warning" text="dark">
            {t('day.cover')}
          </Badge>
        )}
      </td>
      <td data-label={t('day.subject')}>
        {l.subject}
        {l.covered_by && (
          <div className="small text-body-secondary">
            {t('day.coveredBy', { name: l.covered_by })}
          </div>
        )}
      </td>
      <td data-label={t('day.room')}>{l.room ?? '—'}</td>
    </tr>
  );
}

export function WeekLessons({ days, who }: { days: readonly TeacherDay[]; who: string }) {
  const t = useTranslations('timetable');
  const format = useSchoolFormat();
  return (
    <div className="d-flex flex-column gap-3">
      {days.map((day) => {
        const title = `${t(`days.${day.day}`)} ${format.date(day.date)}`;
        return (
          <section key={day.date} aria-label={title} className="timetable-day">
            <h3 className="h6 mb-1">{title}</h3>
            <DayLessons day={day} caption={t('day.caption', { name: who, day: title })} />
          </section>
        );
      })}
    </div>
  );
}
