/**
 * /dashboard: the landing page of everyone but Teachers (see lib/menu/definition.ts for why
 * every user may open it). The stats are prefetched here and handed to the client cache.
 */
import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { DashboardView } from '@/components/dashboard/dashboard-view';
import {
  DASHBOARD_STATS_KEY,
  childBalanceQuery,
  guardianChildrenQuery,
  latestAnnouncementsQuery,
  nextHolidaysQuery,
  type DashboardStats,
  type CardQuery,
} from '@/components/dashboard/queries';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';
import { DASHBOARD_PATH } from '@/lib/menu/definition';
import { todayIn } from '@/lib/calendar';
import { holdsStaffRole } from '@/lib/permissions/catalogue';
import { schoolFormatOf } from '@/lib/school-format';
import { requireUser } from '@/lib/session/current-user';
import { prefetcher } from '@/lib/session/prefetch';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('dashboard');
  return { title: t('title') };
}

/** The dashboard-stats call as a card query: the staff's figures, prefetched like the rest. */
const statsQuery: CardQuery<DashboardStats> = {
  queryKey: DASHBOARD_STATS_KEY,
  path: '/api/dashboard-stats',
  pick: (body) => body.data as DashboardStats,
};

export default async function DashboardPage() {
  const user = await requireUser();
  const roles = user.roles.map((r) => r.name);
  // School-wide figures are for staff; a guardian's dashboard shows their children instead.
  const isStaff = holdsStaffRole(user.roles);
  // Cards of modules outside the school's plan stay away, as their menu items do.
  const planHas = (module: string) =>
    !user.school.plan || user.school.plan.modules.includes(module);
  const queryClient = new QueryClient();
  const isGuardian = roles.includes('Guardian');
  const canSeeHolidays = user.permissions.includes('holiday-list') && planHas('holidays');
  const timeZone = schoolFormatOf({ timezone: user.school.timezone }).timeZone;
  const prefetch = await prefetcher(queryClient);
  const holidays = canSeeHolidays && prefetch(nextHolidaysQuery(todayIn(timeZone)));
  if (isStaff) await Promise.all([prefetch(statsQuery), holidays]);
  else if (isGuardian) {
    // A guardian's cards: their children (then each one's balance), the news, the holidays.
    await Promise.all([
      prefetch(guardianChildrenQuery),
      prefetch(latestAnnouncementsQuery),
      holidays,
    ]);
    const children = queryClient.getQueryData<{ id: number }[]>(guardianChildrenQuery.queryKey);
    if (planHas('fees') && children)
      await Promise.all(children.map((c) => prefetch(childBalanceQuery(c.id))));
  } else await holidays;
  return (
    <PageGuard path={DASHBOARD_PATH}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <DashboardView
          firstName={user.full_name.split(/\s+/)[0] || user.full_name}
          canSeeFees={user.permissions.includes('fees-list') && isStaff && planHas('fees')}
          isStaff={isStaff}
          isGuardian={isGuardian}
          isTeacher={roles.includes('Teacher')}
          canSeeHolidays={canSeeHolidays}
          showTodayPeriods={
            roles.includes('Teacher') &&
            user.permissions.includes('timetable-list') &&
            planHas('timetable')
          }
        />
      </HydrationBoundary>
    </PageGuard>
  );
}
