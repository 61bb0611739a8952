/**
 * A route's words for its client components (issue 26): wraps the screen in ScreenIntl with the
 * `common` and `audit` namespaces (tables, paging, forms, confirmations) and the namespaces named here, in the
 * page's language. Pages put it inside their PageGuard:
 *
 *   <ScreenMessages namespaces={['fees']}><FeesScreen /></ScreenMessages>
 *
 * and the client components under it call `useTranslations('fees')` (from 'use-intl').
 */
import type { ReactNode } from 'react';
import type { Namespace } from '@/lib/i18n/catalogue';
import { compiledCatalogue, type CompiledMessages } from '@/lib/i18n/compiled';
import { requestLocale } from '@/lib/i18n/server';
import { ScreenIntl } from './screen-intl';

// Dates on screens are formatted in the school's time zone where it matters (attendance days are
// plain dates); the formatter needs one zone so the server's and the browser's text agree.
const TIME_ZONE = process.env.TZ || 'UTC';

export async function ScreenMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const locale = await requestLocale();
  // The audit log's History button sits on every ResourceScreen form and profile: its words
  // (under 2 KB) come with every screen rather than being listed by some twenty routes.
  const wanted = new Set<Namespace>(['common', 'audit', ...namespaces]);
  const messages: Record<string, CompiledMessages> = {};
  for (const namespace of wanted) messages[namespace] = compiledCatalogue(locale, namespace);
  return (
    <ScreenIntl locale={locale} messages={messages} timeZone={TIME_ZONE}>
      {children}
    </ScreenIntl>
  );
}
