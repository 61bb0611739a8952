import { PayrollSettingsScreen } from '@/components/payroll/settings-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('payroll');
  return { title: t('titles.settings') };
}

export default function Page() {
  return (
    <PageGuard path="/payroll-settings">
      <PayrollSettingsScreen />
    </PageGuard>
  );
}
