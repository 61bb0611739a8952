/**
 * The path a browser takes, for `npm run bench`: a production build under `next start`, the
 * request through middleware and the BFF (session cookie opened, headers added) into the
 * in-process API. Measured on the same routes as the API alone, with /api/health through
 * Next as this path's floor.
 *
 * Scripted clients drop a Secure cookie received over plain http (SETUP-NOTES), so the
 * session cookie is taken from the login's Set-Cookie header and sent back by hand; the
 * school is chosen by the Host header (Node cannot resolve *.localhost).
 */
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../lib/api/demo/schools';
import { measureHttp, type Figures } from './measure';

const DIST_DIR = process.env.BENCH_NEXT_DIST_DIR ?? '.next-bench';

/** The commit the build in DIST_DIR was made from. */
const STAMP = path.join(DIST_DIR, 'BENCH_COMMIT');

const headCommit = () =>
  spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();

/** Whether a file the build reads differs between two commits (scripts, docs and tests do not). */
function buildInputsDiffer(from: string, to: string): boolean {
  const outside = [':!scripts', ':!docs', ':!e2e', ':!**/*.test.ts', ':!**/*.test.tsx'];
  return spawnSync('git', ['diff', '--quiet', from, to, '--', '.', ...outside]).status !== 0;
}

/**
 * Builds the app into its own folder unless a build of this commit, or of one whose built
 * files are the same, is already there (one of another branch would measure that branch's
 * code); BENCH_REBUILD=1 builds anyway, as it must after changes not yet committed.
 */
function ensureBuild(env: NodeJS.ProcessEnv) {
  const commit = headCommit();
  const builtFrom = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : undefined;
  const built =
    existsSync(path.join(DIST_DIR, 'BUILD_ID')) &&
    builtFrom !== undefined &&
    (builtFrom === commit || !buildInputsDiffer(builtFrom, commit));
  if (built && !process.env.BENCH_REBUILD) return;
  console.log(
    `(building the app into ${DIST_DIR} for the browser path; BENCH_SKIP_BROWSER=1 skips it)`,
  );
  const build = spawnSync('npx', ['next', 'build'], { env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');
  writeFileSync(STAMP, commit);
}

/**
 * fetch() that sends the Host header it is given (Node's fetch replaces it with the URL's
 * host, and the school is told by the Host), over `agent`'s kept-alive connections.
 */
export function hostFetch(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: string | Buffer },
  agent?: http.Agent,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      agent,
    });
    request.on('error', reject);
    request.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers))
          for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
        resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode, headers }));
      });
    });
    request.end(init.body);
  });
}

async function waitFor(url: string, headers: Record<string, string>, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await hostFetch(url, { headers });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export type NextServer = {
  base: string;
  /** The Host and session cookie of riverside's demo admin, signed in through the BFF. */
  headers: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * `next start` of the production build on `port`, over `databaseUrl` (a fresh PGlite folder
 * when none), with `env` added, and riverside's demo admin signed in through the BFF.
 */
export async function startNextServer(options: {
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<NextServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'schola-bench-next-'));
  const host = `riverside.localhost:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    APP_HOST: `localhost:${options.port}`,
    APP_PROTOCOL: 'http',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SEED_DEMO: 'auto',
    ...options.env,
  };
  ensureBuild(env);
  const server = spawn('npx', ['next', 'start', '-p', String(options.port)], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    // The whole process group: npx and the server it started.
    try {
      process.kill(-(server.pid as number), 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor(`${base}/api/health`, { Host: host });
    const login = await hostFetch(`${base}/api/login`, {
      method: 'POST',
      headers: { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@riverside.test', password: DEMO_PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (login.status !== 200 || !cookie)
      throw new Error(`login through the BFF failed: ${login.status} ${await login.text()}`);
    return { base, headers: { Host: host, Cookie: cookie }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function benchBrowserPath(
  backend: string,
  routes: string[],
  options: { port: number; databaseUrl?: string; connections: number; seconds: number },
): Promise<({ backend: string; mode: string; route: string } & Figures)[]> {
  const server = await startNextServer(options);
  try {
    const rows = [];
    for (const route of routes) {
      const figures = await measureHttp(`${server.base}${route}`, server.headers, {
        connections: options.connections,
        seconds: options.seconds,
      });
      rows.push({ backend, mode: 'browser (next start, BFF)', route, ...figures });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
