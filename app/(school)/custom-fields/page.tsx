/** /custom-fields: the fields the school defines for students, guardians and staff (System Administration). */
import type { Metadata } from 'next';
import { CustomFieldsScreen } from '@/components/custom-fields/settings-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('custom-fields'))('settings.title') };
}

export default async function Page() {
  const t = await getT('custom-fields');
  return (
    <PageGuard path="/custom-fields">
      <section aria-labelledby="custom-fields-title">
        <h1 id="custom-fields-title" className="h3 mb-3">
          {t('settings.title')}
        </h1>
        <p className="text-body-secondary">{t('settings.intro')}</p>
        <CustomFieldsScreen />
      </section>
    </PageGuard>
  );
}
