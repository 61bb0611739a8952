/**
 * Test support: a component rendered to HTML in one language, under the provider the routes give
 * it (ScreenIntl with the precompiled namespaces), so a test reads the words a reader would see.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Namespace } from '@/lib/i18n/catalogue';
import { compiledCatalogue } from '@/lib/i18n/compiled';
import type { Locale } from '@/lib/i18n/locales';
import { ScreenIntl } from './screen-intl';

export function renderIn(locale: Locale, namespace: Namespace, node: ReactNode): string {
  return renderToString(
    <ScreenIntl
      locale={locale}
      messages={{ [namespace]: compiledCatalogue(locale, namespace) }}
      timeZone="UTC"
    >
      {node}
    </ScreenIntl>,
  );
}
