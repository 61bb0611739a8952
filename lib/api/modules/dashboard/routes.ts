/**
 * GET /api/dashboard-stats: what the dashboard shows the caller. Figures and charts come from
 * the modules' contributions (lib/api/dashboard-contributions.ts), each only for those who may
 * list what it counts; a teacher's own classes come with them. Every figure is also a field of
 * its own (total_students...), as older clients read them.
 */
import { DASHBOARD_CONTRIBUTIONS } from '../../dashboard-contributions';
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import type { SchoolUser } from '../../http/context';
import type { Database } from '../../../db/client';
import { todayIn } from '../../../calendar';
import { sessionYearOrDefault } from '../academics';
import { myClasses } from '../people';
import { pendingLeaveCount } from '../leave';
import { latestAnnouncements } from '../announcements';
import type { DashboardContext, FigureAudience, FigureFormat } from './contributions';
import { planModuleOfApiModule } from '../../../plans/catalogue';

export async function dashboardStats(db: Database, caller: SchoolUser) {
  const session = await sessionYearOrDefault(db, caller.school.id);
  const ctx: DashboardContext = {
    db,
    schoolId: caller.school.id,
    userId: caller.userId,
    sessionYearId: session.id,
    today: todayIn(caller.format.timeZone),
  };
  // School-wide figures: only what the caller may list through a staff role (never a Guardian's).
  const may = (permission: string) => caller.staffPermissions.has(permission);
  const sees = (f: FigureAudience) =>
    'role' in f ? caller.roles.includes(f.role) : may(f.permission);
  const figures: {
    key: string;
    label: string;
    value: number | null;
    format: FigureFormat;
  }[] = [];
  const charts: {
    key: string;
    title: string;
    caption: string;
    bars: { label: string; value: number }[];
  }[] = [];
  // A module outside the school's plan shows nothing here either (its screens and API are gone).
  const inPlan = (module: string) => {
    const planModule = planModuleOfApiModule(module);
    return !caller.plan || !planModule || caller.plan.modules.includes(planModule);
  };
  for (const contribution of DASHBOARD_CONTRIBUTIONS.filter((c) => inPlan(c.module))) {
    for (const f of contribution.figures ?? [])
      if (sees(f))
        figures.push({ key: f.key, label: f.label, format: f.format, value: await f.value(ctx) });
    for (const c of contribution.charts ?? [])
      if (may(c.permission))
        charts.push({ key: c.key, title: c.title, caption: c.caption, bars: await c.bars(ctx) });
  }
  return {
    session_year: session,
    ...Object.fromEntries(figures.map((f) => [f.key, f.value])),
    figures,
    charts,
    my_classes: caller.roles.includes('Teacher') ? await myClasses(ctx) : [],
    // Requests waiting for this approver (null for those who decide none), and what is addressed to them.
    pending_leave_requests:
      caller.permissions.has('approve-leave') && inPlan('leave')
        ? await pendingLeaveCount(db, caller)
        : null,
    announcements: inPlan('announcements') ? await latestAnnouncements(db, caller) : [],
  };
}

export const dashboardRoutes = [
  defineRoute({
    method: 'GET',
    path: '/dashboard-stats',
    tag: 'dashboard',
    summary:
      "The dashboard's figures and charts the caller may see (module contributions), and a teacher's own classes",
    access: access.authenticated,
    handler: async ({ db, caller }) => envelope(await dashboardStats(db, caller)),
  }),
];
