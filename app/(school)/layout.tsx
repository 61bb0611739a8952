/**
 * The shell of every private route: the signed-in user (or a redirect to login), the school's
 * name and logo, and the menus filtered for the user on the server. The path is checked
 * against the same menu: a screen whose item the user cannot see gets the 403 page, never
 * just a hidden link. Pages check again (components/shell/page-guard.tsx), because this layout
 * is not rendered again on client-side navigation.
 */
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import '@/components/shell/shell.css';
import { AppProviders } from '@/components/app-providers';
import { NotificationBell } from '@/components/notifications/bell';
import { AppShell } from '@/components/shell/app-shell';
import { Footer } from '@/components/shell/footer';
import { Forbidden } from '@/components/shell/forbidden';
import { ME_KEY } from '@/components/shell/me-key';
import { META_DATA_KEY, metaDataPrefetch } from '@/components/shell/meta-data';
import { PlanNotice } from '@/components/shell/plan-notice';
import { schoolFormatOf } from '@/lib/school-format';
import { addDays, todayIn } from '@/lib/calendar';
import { dayStartIn } from '@/lib/calendar/instants';
import { SchoolTheme } from '@/components/theme/school-theme';
import { SchoolFormatProvider } from '@/components/ui/school-format-context';
import { layoutFromPathAndSearch } from '@/components/shell/layouts';
import { GUARDED_MENU, MENU } from '@/lib/api/menu';
import { translateMenu } from '@/lib/i18n/menu';
import { getT, requestLocale } from '@/lib/i18n/server';
import { shellText } from '@/lib/i18n/shell-text';
import { PROFILE_MENU } from '@/lib/menu/definition';
import { filterMenu, menuLinks } from '@/lib/menu/rules';
import { canOpenPath } from '@/lib/menu/record-access';
import { landingPath } from '@/lib/routes/public-paths';
import { currentSchool, requireUser } from '@/lib/session/current-user';
import { readForPage } from '@/lib/session/prefetch';
import { PATHNAME_HEADER } from '@/lib/tenancy/request-headers';

export default async function SchoolLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const school = await currentSchool();
  const pathAndSearch = (await headers()).get(PATHNAME_HEADER);
  // Without the header (a request middleware skipped) the page's own guard decides.
  const allowed = pathAndSearch === null || canOpenPath(GUARDED_MENU, user, pathAndSearch);
  const schoolName = school?.info?.name ?? user.school.name;
  // The shell's words and menu titles, translated here: the shell receives finished strings.
  const tMenu = await getT('menu');
  const menu = translateMenu(filterMenu(MENU, user), tMenu);
  const profileLinks = menuLinks(translateMenu(filterMenu(PROFILE_MENU, user), tMenu));
  // The meta data (the header's session year, every picker) and the user (the permissions
  // that show a page's actions) go into the browser's cache with the page (Providers' seed):
  // fetched after hydration instead, each answer re-rendered the shell or the page in one task
  // (a phone's blocking time, Lighthouse's TBT). This layout renders on a full page
  // load only; client navigations keep the browser's cache.
  const metaData = await readForPage(metaDataPrefetch);
  const { timezone, date_format, currency, currency_symbol } = user.school;
  const format = schoolFormatOf({ timezone, date_format, currency, currency_symbol });
  const today = todayIn(format.timeZone);

  // The school's time zone, date format and currency came with the user (/api/me).
  return (
    <AppProviders
      seed={[
        [META_DATA_KEY, metaData],
        [ME_KEY, user],
      ]}
    >
      <SchoolTheme />
      <SchoolFormatProvider
        format={format}
        today={{ date: today, until: dayStartIn(addDays(today, 1), format.timeZone).getTime() }}
        locale={await requestLocale()}
      >
        <AppShell
          school={{ name: schoolName, logo: school?.info?.logo ?? null }}
          user={{
            full_name: user.full_name,
            image: user.image,
            role: user.role,
            bell: <NotificationBell />,
          }}
          menu={menu}
          profileLinks={profileLinks}
          text={await shellText()}
          footer={<Footer schoolName={schoolName} />}
          layoutFromUrl={layoutFromPathAndSearch(pathAndSearch)}
        >
          <PlanNotice plan={user.school.plan} dateFormat={format.dateFormat} />
          {allowed ? children : <Forbidden home={landingPath(user.roles)} />}
        </AppShell>
      </SchoolFormatProvider>
    </AppProviders>
  );
}
