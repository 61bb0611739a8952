/** /payroll/{id}: one payroll run and its payslips, guarded by the Payroll menu item. */
import { notFound } from 'next/navigation';
import { RunScreen } from '@/components/payroll/run-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('payroll');
  return { title: t('titles.run') };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return (
    <PageGuard path={`/payroll/${id}`}>
      <RunScreen id={Number(id)} />
    </PageGuard>
  );
}
