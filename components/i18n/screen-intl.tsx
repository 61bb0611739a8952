'use client';
/**
 * The browser's side of a screen's words (issue 26): use-intl's provider over only the
 * namespaces the screen's route asked for (ScreenMessages, on the server), so a client
 * component formats its own live messages — plurals of counts, toasts, validation — with
 * `useTranslations('ns')`. Never mounted by the shell: its first-load budget has no room for the
 * formatter, and a route that needs it pays for it on that route only.
 */
import type { ReactNode } from 'react';
import { IntlProvider, type AbstractIntlMessages } from 'use-intl';
import type { CompiledMessages } from '@/lib/i18n/compiled';
import type { Locale } from '@/lib/i18n/locales';

export function ScreenIntl({
  locale,
  messages,
  timeZone,
  children,
}: {
  locale: Locale;
  messages: Record<string, CompiledMessages>;
  timeZone: string;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={locale}
      // Precompiled on the server (lib/i18n/compiled.ts), read by the format-only formatter.
      messages={messages as unknown as AbstractIntlMessages}
      timeZone={timeZone}
      // A missing key is a defect the catalogue test catches; the screen shows the key rather
      // than failing.
      onError={() => undefined}
      getMessageFallback={({ namespace, key }) => (namespace ? `${namespace}.${key}` : key)}
    >
      {children}
    </IntlProvider>
  );
}
