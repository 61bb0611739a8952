import { acceptedLocales, resolveLocale, type LocaleSources } from './resolve';

describe('resolveLocale', () => {
  const cases: [string, LocaleSources, string][] = [
    ['signed in: the user’s own choice wins', { user: 'ar', school: 'fr', cookie: 'hi' }, 'ar'],
    ['signed in, no choice: the school default', { user: null, school: 'fr', cookie: 'hi' }, 'fr'],
    [
      'signed in, neither: English, not the cookie',
      { user: null, school: null, cookie: 'hi' },
      'en',
    ],
    ['signed in, a stored value no longer offered: the school', { user: 'de', school: 'hi' }, 'hi'],
    ['signed out: the browser’s last choice', { cookie: 'hi', acceptLanguage: 'fr' }, 'hi'],
    ['signed out, no cookie: Accept-Language', { acceptLanguage: 'de-DE, fr;q=0.8' }, 'fr'],
    ['signed out, a forged cookie: Accept-Language', { cookie: 'xx', acceptLanguage: 'ar' }, 'ar'],
    ['signed out, nothing usable: English', { acceptLanguage: 'de, ja;q=0.5' }, 'en'],
    ['nothing at all: English', {}, 'en'],
  ];
  it.each(cases)('%s', (_name, sources, expected) => {
    expect(resolveLocale(sources)).toBe(expected);
  });
});

describe('acceptedLocales', () => {
  it('orders by quality, then by position, and folds regions into the language', () => {
    expect(acceptedLocales('en-GB;q=0.5, hi-IN, fr;q=0.9, ar;q=0.9')).toEqual([
      'hi',
      'fr',
      'ar',
      'en',
    ]);
  });
  it('drops q=0 and malformed qualities', () => {
    expect(acceptedLocales('fr;q=0, ar;q=abc, en')).toEqual(['en']);
  });
  it('reads nothing from an empty or absent header', () => {
    expect(acceptedLocales('')).toEqual([]);
    expect(acceptedLocales(null)).toEqual([]);
  });
});
