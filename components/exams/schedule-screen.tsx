'use client';
/** /exams/schedule: an exam's schedule (written in a next step). */
import { useTranslations } from 'use-intl';

export function ScheduleScreen() {
  const t = useTranslations('exams');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('screens.schedule')}
      </h1>
    </section>
  );
}
