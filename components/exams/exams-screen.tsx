'use client';
/** /exams: the exams list (written in the next step). */
import { useTranslations } from 'use-intl';

export function ExamsScreen() {
  const t = useTranslations('exams');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('screens.list')}
      </h1>
    </section>
  );
}
