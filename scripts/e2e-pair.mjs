// Two web instances for e2e/two-instances.spec.ts: two `next start` processes of the e2e
// build on one fresh PostgreSQL database (a throw-away database on TEST_DATABASE_URL's
// server), sharing one storage folder and one session secret, behind a tiny round-robin proxy
// that names the instance that answered in `X-Served-By`. Started by scripts/e2e-server.mjs
// after the build, only when TEST_DATABASE_URL is set (CI always sets it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { rmSync } from 'node:fs';
import pg from 'pg';

/** The ports: instance a, instance b, and the proxy in front of both. */
export const pairPorts = (port) => ({ a: port + 1, b: port + 2, proxy: port + 3 });

async function freshDatabase(adminUrl) {
  const name = `schola_e2e_pair_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function roundRobin(targets, port) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-served-by': target.name });
      res.end();
    });
    req.pipe(upstream);
  });
  server.listen(port, '127.0.0.1');
  return server;
}

export async function startPair(env, port) {
  const ports = pairPorts(port);
  const databaseUrl = await freshDatabase(env.TEST_DATABASE_URL);
  const dataDir = 'data/e2e-pair';
  rmSync(dataDir, { recursive: true, force: true });
  const pairEnv = { ...env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  const instances = ['a', 'b'].map((name) =>
    spawn('npx', ['next', 'start', '-p', String(ports[name])], { env: pairEnv, stdio: 'inherit' }),
  );
  const proxy = roundRobin(
    [
      { name: 'a', port: ports.a },
      { name: 'b', port: ports.b },
    ],
    ports.proxy,
  );
  return () => {
    for (const instance of instances) instance.kill('SIGTERM');
    proxy.close();
  };
}
