/**
 * Bootstrap for the page's direction: its LTR build, or its RTL build for Arabic, one file per
 * page, never both. Served by app/styles/[file]/route.ts inside a cascade layer, so the app's
 * own (unlayered) CSS wins over it whatever order the browser receives them in: React hoists
 * the <link> itself, beside the bundled CSS, in an order we cannot pin.
 */
import bootstrapPackage from 'bootstrap/package.json';

export const BOOTSTRAP_FILES = {
  ltr: 'bootstrap.min.css',
  rtl: 'bootstrap.rtl.min.css',
} as const;

/** The stylesheet's address; the version in the query lets browsers keep it for a year. */
export function bootstrapHref(direction: 'ltr' | 'rtl'): string {
  return `/styles/${BOOTSTRAP_FILES[direction]}?v=${bootstrapPackage.version}`;
}

/** The file wrapped in `@layer bootstrap`, less what may not sit inside a layer. */
export function layered(css: string): string {
  const body = css
    .replace(/^@charset "UTF-8";/, '')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  return `@charset "UTF-8";@layer bootstrap{${body}}`;
}
