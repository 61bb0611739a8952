'use client';
/** /exams/marks: the marks grid (its own helper writes it; this is its place). */
import { useTranslations } from 'use-intl';

export function MarksScreen() {
  const t = useTranslations('exams');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('screens.marks')}
      </h1>
    </section>
  );
}
