import type { NextConfig } from 'next';
import { staticHeaderRules } from './lib/security/headers';

const quickBuild = process.env.SCHOLA_QUICK_BUILD === '1';

const nextConfig: NextConfig = {
  // PGlite ships its database files next to its code; bundling it would copy them into
  // the publicly served static folder, and the native argon2 binding cannot be bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'pdfkit', 'sharp'],
  // Separate build folders let several servers (dev, e2e, a second checkout) run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Messages are precompiled on the server (lib/i18n/compiled.ts), so use-intl formats them
  // with its small format-only formatter, on the server and in the browser alike.
  turbopack: {
    resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' },
  },
  reactStrictMode: true,
  // A build to serve at once — `npm run demo` (scripts/demo.mjs), and the browser suite's in CI
  // (scripts/e2e-server.mjs) — skips the type check (`npm run typecheck` and CI run it), the
  // writing of Turbopack's build cache (the write ends the build: 77 s of a loaded machine's),
  // source maps and the minification of the server's code (nobody downloads it): 54 s of CPU
  // instead of 74 s. The browser's code is minified as in any production build.
  typescript: { ignoreBuildErrors: quickBuild },
  experimental: {
    // The app's own CSS (about 10 KB) goes into the page's <head> rather than two stylesheets
    // the first paint waits for: on a phone's network the first content came 0.9 s sooner
    // (Lighthouse mobile: 2.0 s → 1.1 s on the students list). Next writes the text into the
    // page's RSC payload too, so a full page load carries it twice (sign-in: 4.0 → 9.5 KB
    // gzip); client navigations carry neither. Bootstrap stays a file the browser keeps
    // (app/layout.tsx): inlined the same way, its 232 KB made sign-in's HTML 73 KB gzip and
    // added blocking time.
    inlineCss: true,
    ...(quickBuild
      ? {
          turbopackFileSystemCacheForBuild: false,
          turbopackSourceMaps: false,
          turbopackInputSourceMaps: false,
          turbopackMinify: { server: false, client: true },
        }
      : {}),
  },
  // The security headers of every response (lib/security/headers.ts); pages add their
  // per-request script policy and HSTS in middleware.ts.
  async headers() {
    return staticHeaderRules();
  },
};

export default nextConfig;
