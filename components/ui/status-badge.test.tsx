/**
 * The status badge and the print button say their words in the page's language (issue 26),
 * English exactly as before; a status the catalogue does not name still shows, sentence-cased.
 */
import type { ReactNode } from 'react';
import { renderIn } from '@/components/i18n/render-in';
import type { Locale } from '@/lib/i18n/locales';
import { PrintButton } from './print-button';
import { StatusBadge } from './status-badge';

const render = (locale: Locale, children: ReactNode) => renderIn(locale, 'common', children);

test('a known status in English, Arabic and French', () => {
  expect(render('en', <StatusBadge status="past_due" />)).toContain('>Past due</span>');
  expect(render('ar', <StatusBadge status="paid" />)).toContain('>مدفوع</span>');
  expect(render('fr', <StatusBadge status="cancelled" />)).toContain('>Annulé</span>');
});

test('an unknown status shows as it comes, and a label wins', () => {
  expect(render('ar', <StatusBadge status="on_hold" />)).toContain('>On hold</span>');
  expect(render('en', <StatusBadge status="paid" label="Settled" />)).toContain('>Settled</span>');
  // An inherited property is not a status name.
  expect(render('en', <StatusBadge status="constructor" />)).toContain('>Constructor</span>');
});

test('the print button', () => {
  expect(render('en', <PrintButton />)).toContain('>Print</button>');
  expect(render('hi', <PrintButton />)).toContain('>प्रिंट करें</button>');
  expect(render('en', <PrintButton label="Print the list" />)).toContain(
    '>Print the list</button>',
  );
});
