import { SchoolSettingsForm } from '@/components/school-settings/school-settings-form';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'School settings' };

export default function Page() {
  return (
    <PageGuard path="/school-settings">
      <section aria-labelledby="settings-title" style={{ maxWidth: 720 }}>
        <h1 id="settings-title" className="h3 mb-3">
          School settings
        </h1>
        <SchoolSettingsForm />
      </section>
    </PageGuard>
  );
}
