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
  type GuardianQuery,
} from '@/components/dashboard/queries';
import { PageGuard } from '@/components/shell/page-guard';
import { callApiJson } from '@/lib/bff/upstream';
import { getT } from '@/lib/i18n/server';
import { DASHBOARD_PATH } from '@/lib/menu/definition';
import { todayIn } from '@/lib/calendar';
import { holdsStaffRole } from '@/lib/permissions/catalogue';
import { schoolFormatOf } from '@/lib/school-format';
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

/**
 * Puts one of the guardian's lists in the cache the page hands to the client; a failure leaves
 * it to the client, which asks again and shows the card's error.
 */
async function prefetchOwn<T>(queryClient: QueryClient, query: GuardianQuery<T>) {
  const context = await sessionCallContext();
  await queryClient.prefetchQuery({
    queryKey: query.queryKey,
    queryFn: async () => {
      const { status, body } = await callApiJson<{ data: unknown }>({ path: query.path }, context);
      if (status !== 200) throw new Error(`${query.path} answered ${status}`);
      return query.pick(body);
    },
  });
}

/** What a guardian's cards show, read on the server (their children, balances, news, holidays). */
async function prefetchGuardianCards(
  queryClient: QueryClient,
  { announcements, holidays, fees }: { announcements: boolean; holidays: boolean; fees: boolean },
  timeZone: string,
) {
  await Promise.all([
    prefetchOwn(queryClient, guardianChildrenQuery),
    announcements && prefetchOwn(queryClient, latestAnnouncementsQuery),
    holidays && prefetchOwn(queryClient, nextHolidaysQuery(todayIn(timeZone))),
  ]);
  const children = queryClient.getQueryData(guardianChildrenQuery.queryKey) as
    | { id: number }[]
    | undefined;
  if (fees && children)
    await Promise.all(children.map((c) => prefetchOwn(queryClient, childBalanceQuery(c.id))));
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
  const isGuardian = roles.includes('Guardian');
  const canSeeHolidays = user.permissions.includes('holiday-list') && planHas('holidays');
  const timeZone = schoolFormatOf({ timezone: user.school.timezone }).timeZone;
  if (isStaff)
    await Promise.all([
      queryClient.prefetchQuery({ queryKey: DASHBOARD_STATS_KEY, queryFn: statsOnServer }),
      canSeeHolidays && prefetchOwn(queryClient, nextHolidaysQuery(todayIn(timeZone))),
    ]);
  else if (isGuardian)
    await prefetchGuardianCards(
      queryClient,
      { announcements: true, holidays: canSeeHolidays, fees: planHas('fees') },
      timeZone,
    );
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
        />
      </HydrationBoundary>
    </PageGuard>
  );
}
