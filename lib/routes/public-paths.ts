/**
 * The public paths of SPEC §2: exact routes and prefix rules, in one list. Everything else is
 * private. Prefixes match whole segments (`/blog/x`), except `/become-a-associate`, which the
 * specification makes public as a plain prefix.
 */
export const PUBLIC_EXACT = [
  '/',
  '/home',
  '/blog',
  '/features',
  // Ours beyond SPEC §2: the provider's published plans.
  '/pricing',
  '/become-a-associate',
  '/authentication/login',
  // The sign-in form's POST without JavaScript (lib/routes/sign-in-form.ts).
  '/authentication/login/submit',
  '/authentication/register-simple',
  '/authentication/forget-pwd',
  '/authentication/create-pwd',
  '/authentication/maintenance',
  '/pages/errors/error400',
  '/pages/errors/error401',
  '/pages/errors/error403',
  '/pages/errors/error404',
  '/pages/errors/error500',
  '/pages/errors/error503',
  '/pages/comingsoon/comingsoonsimple',
  '/pages/comingsoon/coming-bg-video',
  '/pages/comingsoon/coming-bg-img',
  '/school-not-found',
] as const;

/** Paths under these (after a slash) are public. */
export const PUBLIC_SEGMENT_PREFIXES = [
  '/blog/',
  '/features/',
  '/pages/authentication/',
  // Ours beyond SPEC §2 (issue 27): a receipt's verification page, opened from its QR code.
  '/verify/receipt/',
  // A certificate's or ID card's verification page (issue 29), opened from its QR code.
  '/verify/certificate/',
  // A report card's verification page (issue 30), opened from its QR code.
  '/verify/report-card/',
] as const;
/** Paths starting with these characters are public (the specification's own wording). */
export const PUBLIC_RAW_PREFIXES = ['/become-a-associate'] as const;

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  if ((PUBLIC_EXACT as readonly string[]).includes(path)) return true;
  if (PUBLIC_SEGMENT_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return PUBLIC_RAW_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Where a signed-in user lands (SPEC §4): Teacher on teacher attendance, everyone else on the dashboard. */
export function landingPath(roles: { name: string }[] | string[]): string {
  const names = roles.map((r) => (typeof r === 'string' ? r : r.name));
  if (names.includes('Teacher') && !names.includes('School Admin')) return '/teacher/attendance';
  return '/dashboard';
}

const PARSE_BASE = 'http://return-to.invalid';
/** Tab, newline and other control characters, which URL parsers drop or honour differently. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A safe return-to target: a path on this same site, never another one. The value is parsed as
 * a URL against a placeholder origin and accepted only if it stays on that origin; what is
 * returned is the parsed path, so the browser later reads exactly what was checked. Control
 * characters and backslashes are refused outright (browsers strip or turn them into slashes).
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || CONTROL.test(value) || value.includes('\\'))
    return undefined;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== PARSE_BASE) return undefined;
  const path = url.pathname + url.search + url.hash;
  // `/.//host` parses to the path `//host`, which a browser would read as another site.
  if (path.startsWith('//')) return undefined;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/authentication/login'))
    return undefined;
  return path;
}
