/**
 * GET /api/dashboard-stats: what the dashboard shows the caller. Figures, charts and fields
 * come from the manifests' `dashboard` contributions, handed to `dashboardRoutes` when the
 * routes are assembled (the dashboard never imports the modules it shows), each figure only
 * for those who may list what it counts. Every figure is also a field of its own
 * (total_students...), as older clients read them.
 */
import { englishLabel } from '../../../i18n/english-labels';
import { readerLanguage } from '../../http/reader-language';
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import type { SchoolUser } from '../../http/context';
import type { ApiModule } from '../../http/module';
import type { DashboardContext, FigureAudience, FigureFormat } from '../../http/dashboard';
import type { Database } from '../../../db/client';
import { todayIn } from '../../../calendar';

/** The modules that contribute, and the one that says which session year is "this year". */
function contributionsOf(modules: readonly ApiModule[]) {
  const contributing = modules.flatMap((m) =>
    m.dashboard ? [{ plan: m.plan, ...m.dashboard }] : [],
  );
  const years = contributing.flatMap((c) => (c.sessionYear ? [c.sessionYear] : []));
  const [sessionYear] = years;
  if (years.length !== 1 || !sessionYear)
    throw new Error(`The dashboard needs one module giving the session year; ${years.length} do.`);
  return { contributing, sessionYear };
}

export async function dashboardStats(
  { contributing, sessionYear }: ReturnType<typeof contributionsOf>,
  db: Database,
  caller: SchoolUser,
) {
  const session = await sessionYear(db, caller.school.id);
  const ctx: DashboardContext = {
    db,
    schoolId: caller.school.id,
    userId: caller.userId,
    sessionYearId: session.id,
    today: todayIn(caller.format.timeZone),
    caller,
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
    href?: string;
  }[] = [];
  const charts: {
    key: string;
    title: string;
    caption: string;
    bars: { label: string; value: number }[];
  }[] = [];
  const fields: Record<string, unknown> = {};
  // Figure labels and chart titles in the reader's language (lib/i18n/english-labels.ts).
  const language = await readerLanguage();
  // A module outside the school's plan shows nothing here either (its screens and API are gone).
  const inPlan = (plan: string | undefined) =>
    !caller.plan || !plan || caller.plan.modules.includes(plan);
  for (const contribution of contributing) {
    const included = inPlan(contribution.plan);
    for (const f of contribution.fields ?? [])
      fields[f.key] = included ? await f.value(ctx) : f.empty;
    if (!included) continue;
    for (const f of contribution.figures ?? [])
      if (sees(f))
        figures.push({
          key: f.key,
          label: englishLabel(language, f.label),
          format: f.format,
          value: await f.value(ctx),
          ...(f.href && { href: f.href(ctx) }),
        });
    for (const c of contribution.charts ?? [])
      if (may(c.permission))
        charts.push({
          key: c.key,
          title: englishLabel(language, c.title),
          caption: englishLabel(language, c.caption),
          bars: await c.bars(ctx),
        });
  }
  return {
    session_year: session,
    ...Object.fromEntries(figures.map((f) => [f.key, f.value])),
    figures,
    charts,
    ...fields,
  };
}

export const dashboardRoutes = (modules: readonly ApiModule[]) => {
  const contributions = contributionsOf(modules);
  return [
    defineRoute({
      method: 'GET',
      path: '/dashboard-stats',
      tag: 'dashboard',
      summary:
        "The dashboard's figures and charts the caller may see (module contributions), and a teacher's own classes",
      access: access.authenticated,
      handler: async ({ db, caller }) => envelope(await dashboardStats(contributions, db, caller)),
    }),
  ];
};
