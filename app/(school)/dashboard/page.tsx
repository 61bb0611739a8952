/**
 * /dashboard: the landing page of everyone but Teachers (see lib/menu/definition.ts for why
 * every user may open it). The stats are prefetched here and handed to the client cache.
 */
import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { DashboardView } from '@/components/dashboard/dashboard-view';
import { DASHBOARD_STATS_KEY, type DashboardStats } from '@/components/dashboard/queries';
import { PageGuard } from '@/components/shell/page-guard';
import { callApiJson } from '@/lib/bff/upstream';
import { getT } from '@/lib/i18n/server';
import { DASHBOARD_PATH } from '@/lib/menu/definition';
import { holdsStaffRole } from '@/lib/permissions/catalogue';
import { requireUser, sessionCallContext } from '@/lib/session/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('dashboard');
  return { title: t('title') };
}

async function statsOnServer(): Promise<DashboardStats> {
  const { status, body } = await callApiJson<{ data: DashboardStats }>(
    { path: '/api/dashboard-stats' },
    await sessionCallContext(),
  );
  // A failure is left to the client, which retries by the policy and shows the error.
  if (status !== 200) throw new Error(`dashboard-stats answered ${status}`);
  return body.data;
}

export default async function DashboardPage() {
  const user = await requireUser();
  const roles = user.roles.map((r) => r.name);
  // School-wide figures are for staff; a guardian's dashboard shows their children instead.
  const isStaff = holdsStaffRole(user.roles);
  // Cards of modules outside the school's plan stay away, as their menu items do.
  const planHas = (module: string) =>
    !user.school.plan || user.school.plan.modules.includes(module);
  const queryClient = new QueryClient();
  if (isStaff)
    await queryClient.prefetchQuery({ queryKey: DASHBOARD_STATS_KEY, queryFn: statsOnServer });
  return (
    <PageGuard path={DASHBOARD_PATH}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <DashboardView
          firstName={user.full_name.split(/\s+/)[0] || user.full_name}
          canSeeFees={user.permissions.includes('fees-list') && isStaff && planHas('fees')}
          isStaff={isStaff}
          isGuardian={roles.includes('Guardian')}
          isTeacher={roles.includes('Teacher')}
          canSeeHolidays={user.permissions.includes('holiday-list') && planHas('holidays')}
        />
      </HydrationBoundary>
    </PageGuard>
  );
}
