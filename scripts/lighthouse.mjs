// `npm run lighthouse [-- http://riverside.localhost:PORT]`: Lighthouse on the main screens of a
// running production server (`npm run build && npm start`, or the e2e server), with the mobile
// preset (Lighthouse's default: a mid-range phone on a slow 4G link, CPU slowed 4×) and the
// desktop preset, printing one table per preset: performance, accessibility and the metrics
// behind them. Each screen is measured as its user: the demo School Admin, or the Guardian for
// the guardian's home (`guardian:/dashboard`); the sign-in page signed out. Not part of `npm
// test`: a measurement to quote, not a pass/fail check, and only meaningful on a quiet machine.
// LIGHTHOUSE_PAGES=a,b picks pages; LIGHTHOUSE_PRESETS=mobile or desktop picks one preset;
// LIGHTHOUSE_RUNS=n measures each page n times and prints the run with the median score
// (Lighthouse's own advice: one run varies by several points); LIGHTHOUSE_REPORTS=dir keeps
// each whole report (what shifted, what blocked). Chromium: CHROME_PATH, else /usr/bin/chromium.
//
// "painted" and "loaded" are what the browser itself recorded, before Lighthouse's simulation:
// when a page painted later than it loaded with an idle main thread, the compositor held its
// frames (Chromium throttles BeginFrames to one a second for a renderer it deems unresponsive,
// seen here in headless and in a virtual display alike), and the simulated FCP, LCP and Speed
// Index then count all the page's script as if it ran before the first paint.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';

const base = new URL(process.argv[2] ?? `http://riverside.localhost:${process.env.PORT ?? 3000}`);
const school = base.hostname.split('.')[0];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/authentication/login',
  '/dashboard',
  '/student/student-details',
  '/fees/student-fees',
  '/attendance/mark-attendance',
  'guardian:/dashboard',
];
const presets = process.env.LIGHTHOUSE_PRESETS?.split(',') ?? ['mobile', 'desktop'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);

/**
 * Signs in as a demo role, asking again while the server refuses for now: sign-ins are rate
 * limited, and a long measuring session (several invocations, LIGHTHOUSE_RUNS) meets the limit.
 */
async function signIn(role) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signInOnce(role);
    } catch (error) {
      if (attempt >= 6) throw error;
      console.error(`${error.message}; asking again in ${attempt * 10} s`);
      await new Promise((resolve) => setTimeout(resolve, attempt * 10_000));
    }
  }
}

/** Node cannot resolve *.localhost: call 127.0.0.1 with the school's Host header. */
function signInOnce(role) {
  const body = JSON.stringify({ email: `${role}@${school}.test`, password: 'Schola-demo-1' });
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
        else reject(new Error(`Signing in as ${role} answered ${res.statusCode}`));
      },
    );
    req.on('error', (error) => reject(new Error(`Signing in as ${role} failed: ${error.message}`)));
    req.end(body);
  });
}

/** `role:/path` measures the path as that demo role; a bare path as the School Admin. */
function parsePage(spec) {
  const [role, path] = spec.includes(':/') ? spec.split(':') : ['admin', spec];
  return { label: spec, role, path };
}

const cookies = {};
const chrome =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function measure({ label, role, path }, preset) {
  // The sign-in page is measured signed out (signed in, it redirects to the dashboard).
  const signedOut = path.startsWith('/authentication');
  if (!signedOut) cookies[role] ??= await signIn(role);
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      new URL(path, base).href,
      // Lighthouse's default configuration is the mobile one; desktop is a preset.
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage ${process.env.LIGHTHOUSE_CHROME_FLAGS ?? ''}`,
      ...(signedOut ? [] : [`--extra-headers=${JSON.stringify({ Cookie: cookies[role] })}`]),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (run.status !== 0) {
    console.error(run.stderr);
    process.exit(run.status ?? 1);
  }
  const report = JSON.parse(run.stdout);
  if (process.env.LIGHTHOUSE_REPORTS)
    writeFileSync(
      `${process.env.LIGHTHOUSE_REPORTS}/${preset}${label.replaceAll(/[/:]/g, '_')}.json`,
      run.stdout,
    );
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id]?.displayValue ?? '';
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  return {
    page: label,
    final: new URL(report.finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
    painted: `${Math.round(observed.observedFirstContentfulPaint)} ms`,
    loaded: `${Math.round(observed.observedLoad)} ms`,
  };
}

for (const preset of presets) {
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(parsePage(page), preset));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor((runs.length - 1) / 2)];
    rows.push(RUNS > 1 ? { ...median, runs: runs.map((r) => r.performance).join(' ') } : median);
  }
  console.log(`\nLighthouse, ${preset} preset (${base.origin})`);
  console.table(rows);
}
