/**
 * The public site's top bar speaks the visitor's language and offers every language, each in
 * its own script, with the page's own selected (issue 26).
 */
import { renderIn } from '@/components/i18n/render-in';
import type { Locale } from '@/lib/i18n/locales';
import { SiteNav } from './site-nav';

function render(locale: Locale) {
  return renderIn(locale, 'public', <SiteNav productName="Schola" />);
}

const selected = (html: string) => /<option[^>]*value="(\w+)"[^>]*selected/.exec(html)?.[1];

test('in English the links read as before, and English is the chosen language', () => {
  const html = render('en');
  for (const word of ['Features', 'Pricing', 'Become an associate', 'Register your school'])
    expect(html).toContain(word);
  expect(html).toContain('aria-label="Language"');
  expect(selected(html)).toBe('en');
});

test('in Arabic the links are Arabic, and each language is named in its own script', () => {
  const html = render('ar');
  expect(html).toContain('الميزات');
  expect(html).toContain('سجّل مدرستك');
  expect(html).not.toContain('Register your school');
  for (const name of ['English', 'العربية', 'हिन्दी', 'Français']) expect(html).toContain(name);
  expect(selected(html)).toBe('ar');
});
