/**
 * The precompiled catalogues cross from server components to client ones (ScreenMessages →
 * ScreenIntl), so every object in them must be plain: React refuses null-prototype objects,
 * which icu-minify makes for plural and select options (every screen with a plural failed).
 */
import { NAMESPACES } from './catalogue';
import { compiledCatalogue } from './compiled';
import { LOCALES } from './locales';

function nonPlainPaths(value: unknown, path: string): string[] {
  if (value === null || typeof value !== 'object') return [];
  const proto = Object.getPrototypeOf(value);
  const own = proto === Object.prototype || proto === Array.prototype ? [] : [path];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) => nonPlainPaths(child, `${path}.${key}`)),
  ];
}

test.each(LOCALES)('%s: every compiled message is plain data', (locale) => {
  const found = NAMESPACES.flatMap((ns) => nonPlainPaths(compiledCatalogue(locale, ns), ns));
  expect(found).toEqual([]);
});
