// `npm run lighthouse [-- http://riverside.localhost:PORT]`: Lighthouse (desktop preset) on the
// sign-in page, /dashboard and the student list of a running production server (`npm run build
// && npm start`, or the e2e server), printing performance and accessibility per page. Signs in
// as the demo School Admin first and passes the session cookie to Lighthouse. Not part of
// `npm test`: a measurement to quote, not a pass/fail check. Chromium: CHROME_PATH, else
// /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';

const base = new URL(process.argv[2] ?? `http://riverside.localhost:${process.env.PORT ?? 3000}`);
const school = base.hostname.split('.')[0];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/authentication/login', '/dashboard', '/student/student-details'];

/** Node cannot resolve *.localhost: call 127.0.0.1 with the school's Host header. */
function signIn() {
  const body = JSON.stringify({ email: `admin@${school}.test`, password: 'Schola-demo-1' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: base.port || 80,
        path: '/api/login',
        method: 'POST',
        headers: {
          Host: base.host,
          Origin: base.origin,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        // The cookie is Secure in production; we keep it ourselves (curl and fetch would drop it).
        const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
        if (res.statusCode === 200 && cookies.length) resolve(cookies.join('; '));
        else reject(new Error(`Signing in answered ${res.statusCode}`));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const cookie = await signIn();
const chrome = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const rows = [];
for (const path of pages) {
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      new URL(path, base).href,
      '--preset=desktop',
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      // The sign-in page is measured signed out (signed in, it redirects to the dashboard).
      ...(path.startsWith('/authentication') ? [] : [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`]),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (run.status !== 0) {
    console.error(run.stderr);
    process.exit(run.status ?? 1);
  }
  const report = JSON.parse(run.stdout);
  // LIGHTHOUSE_REPORTS=dir keeps each page's whole report (what shifted, what blocked).
  if (process.env.LIGHTHOUSE_REPORTS)
    writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${path.replaceAll('/', '_')}.json`, run.stdout);
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id]?.displayValue ?? '';
  rows.push({
    page: path,
    final: new URL(report.finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
  });
}
console.table(rows);
