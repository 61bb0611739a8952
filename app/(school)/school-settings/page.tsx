import { SchoolSettingsForm } from '@/components/school-settings/school-settings-form';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  return { title: (await getT('settings'))('title') };
}

export default async function Page() {
  const t = await getT('settings');
  return (
    <PageGuard path="/school-settings">
      <section aria-labelledby="settings-title" style={{ maxWidth: 720 }}>
        <h1 id="settings-title" className="h3 mb-3">
          {t('title')}
        </h1>
        <SchoolSettingsForm />
      </section>
    </PageGuard>
  );
}
