'use client';
/** /exams/results: results and analysis (its own helper writes it; this is its place). */
import { useTranslations } from 'use-intl';

export function ResultsScreen() {
  const t = useTranslations('exams');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('screens.results')}
      </h1>
    </section>
  );
}
