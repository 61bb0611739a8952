/** /background-jobs: the school's background jobs, the dead ones first to retry (School Admin). */
import type { Metadata } from 'next';
import { BackgroundJobsScreen } from '@/components/jobs/jobs-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('background-jobs'))('title') };
}

export default function Page() {
  return (
    <PageGuard path="/background-jobs">
      <BackgroundJobsScreen />
    </PageGuard>
  );
}
