/**
 * Every security header the app sends, defined here once and applied in three places that
 * cover every response: next.config.ts (all paths, including Next's own files, /api and
 * /storage), middleware.ts (the per-request page policy with its script nonce, and HSTS) and
 * the API itself (lib/api/app.ts, for `npm run api` served alone). Edge-safe: no Node imports.
 */

export type Header = { key: string; value: string };

/** Sent on every response, whatever it is. */
export const BASELINE_HEADERS: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'payment=()',
      'usb=()',
      'serial=()',
      'bluetooth=()',
      'hid=()',
      'midi=()',
      'magnetometer=()',
      'gyroscope=()',
      'accelerometer=()',
      'display-capture=()',
      'browsing-topics=()',
      'interest-cohort=()',
    ].join(', '),
  },
];

/** JSON and CSV from the API: nothing in them may load, run or be framed. */
export const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Stored files: an uploaded SVG opened directly must never run script in our origin (sandbox
 * also gives it an opaque origin); inline styles and data: images are what drawings use.
 */
export const FILE_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * A page's policy: scripts only with this response's nonce (Next.js puts it on its own
 * scripts) and what they load ('strict-dynamic'); never 'unsafe-inline' scripts. Styles may be
 * inline: React and Bootstrap components set style attributes. Development adds 'unsafe-eval',
 * which React's development build needs for its error overlay and stack traces.
 */
export function pageCsp(nonce: string, { development = false } = {}): string {
  const script = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`];
  if (development) script.push(`'unsafe-eval'`);
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The push service worker (public/sw.js): without it, workers would fall under script-src,
    // whose 'strict-dynamic' ignores 'self'.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Two years, subdomains included: every school is a subdomain of the provider's host. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The headers next.config.ts attaches by path (it cannot know a per-request nonce). */
export function staticHeaderRules(): { source: string; headers: Header[] }[] {
  return [
    { source: '/:path*', headers: BASELINE_HEADERS },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
    { source: '/storage/:path*', headers: [{ key: 'Content-Security-Policy', value: FILE_CSP }] },
  ];
}
