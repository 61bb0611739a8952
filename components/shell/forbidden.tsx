/** The 403 screen, drawn inside the shell when the user's menu has no item for the page. */
import { getT } from '@/lib/i18n/server';

export async function Forbidden({ home }: { home: string }) {
  const t = await getT('shell');
  return (
    <section className="shell-message" aria-labelledby="forbidden-title">
      <p className="shell-message-code">403</p>
      <h1 id="forbidden-title" className="h3">
        {t('forbiddenTitle')}
      </h1>
      <p>{t('forbiddenBody')}</p>
      {/* A plain link (a full load is fine here): next/link in the school layout would add its
          code to every page's shared bundle. */}
      <a className="btn btn-primary" href={home}>
        {t('forbiddenHome')}
      </a>
    </section>
  );
}
