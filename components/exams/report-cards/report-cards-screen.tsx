'use client';
/** /exams/report-cards: report cards (its own helper writes it; this is its place). */
import { useTranslations } from 'use-intl';

export function ReportCardsScreen() {
  const t = useTranslations('exams');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('screens.reportCards')}
      </h1>
    </section>
  );
}
