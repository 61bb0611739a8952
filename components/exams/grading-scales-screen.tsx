'use client';
/** /exams/grading-scales: grading scales (written in a next step). */
import { useTranslations } from 'use-intl';

export function GradingScalesScreen() {
  const t = useTranslations('exams');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('screens.gradingScales')}
      </h1>
    </section>
  );
}
