/**
 * `npm run bench:notify-load` (issue 28, item 6; not part of `npm test`): does sending
 * notifications at the school's rate limit move the web's p99? On PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), the production app under
 * `next start` with its worker inside, and an in-process SMTP server as the school's mail
 * server. A steady morning load through the BFF (BENCH_NOTIFY_LOAD_CONNECTIONS, 20, for
 * BENCH_NOTIFY_LOAD_SECONDS, 30, on four list routes) is measured twice: with the queue empty,
 * then while the worker sends more notices than it can in that time, held to the rate limit
 * (NOTIFICATIONS_PER_SCHOOL_PER_MINUTE, the deployment's default unless BENCH_NOTIFY_RATE sets
 * it). Printed: answers, 2xx p50 / p99 of each run, the change of the p99, and the messages the
 * worker delivered (e-mails the SMTP server received, in-app rows) during the second run.
 */
import { once } from 'node:events';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { modules } from '../lib/api/modules';
import { notifyMany, type Notice } from '../lib/api/modules/notifications';
import { openDatabase } from '../lib/db/client';
import { hostFetch, startNextServer } from './bench/browser-path';
import { percentile } from './bench/measure';
import { freshPostgres } from './bench/postgres';

const CONNECTIONS = Number(process.env.BENCH_NOTIFY_LOAD_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_NOTIFY_LOAD_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 4063);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 4525);
const RATE = process.env.BENCH_NOTIFY_RATE;
const ROUTES = [
  '/api/students?per_page=20&sort=name',
  '/api/classes?per_page=20',
  '/api/staff?per_page=20',
  '/api/fee-payments?per_page=20',
];

type Run = { answers: number; non2xx: number; p50: number; p99: number };

async function steadyLoad(base: string, headers: Record<string, string>): Promise<Run> {
  const ok: number[] = [];
  let non2xx = 0;
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        headers,
        requests: ROUTES.map((route) => ({ method: 'GET', path: route })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) ok.push(ms);
      else non2xx++;
    });
  });
  ok.sort((a, b) => a - b);
  return { answers: ok.length + non2xx, non2xx, p50: percentile(ok, 50), p99: percentile(ok, 99) };
}

/** Counts what reaches the school's mail server. */
async function smtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      stream.resume();
      stream.on('end', () => {
        received++;
        done();
      });
    },
  });
  server.listen(SMTP_PORT, '127.0.0.1');
  await once(server.server, 'listening');
  return { received: () => received, close: () => new Promise((r) => server.close(() => r(null))) };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
  console.log(
    `Schola: the web's p99 while notifications are sent — next start on PostgreSQL, ${CONNECTIONS} connections × ${SECONDS} s per run on ${ROUTES.length} list routes through the BFF; load average ${os1().toFixed(1)} at start`,
  );
  const pg = await freshPostgres(adminUrl, 'schola_notify_load');
  const smtp = await smtpSink();
  const server = await startNextServer({
    port: PORT,
    databaseUrl: pg.url,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ...(RATE ? { NOTIFICATIONS_PER_SCHOOL_PER_MINUTE: RATE } : {}),
    },
  });
  // The registry connects the modules (the channels notify() records deliveries for).
  if (!modules.some((m) => m.name === 'notifications')) throw new Error('no notifications module');
  const handle = await openDatabase({ url: pg.url });
  try {
    const db = handle.db;
    for (const route of ROUTES)
      await (await hostFetch(server.base + route, { headers: server.headers })).text();
    const quiet = await steadyLoad(server.base, server.headers);

    // Riverside's guardians, told of one absence each per round, with no quiet hours: more
    // than the worker may send in a run at the rate limit.
    const [school] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from schools where subdomain = 'riverside'`),
    );
    if (!school) throw new Error('the demo school riverside');
    await db.execute(sql`update notification_settings set quiet_start = null, quiet_end = null
      where school_id = ${school.id}`);
    const guardians = rowsOf<{ user_id: number; student_id: number }>(
      await db.execute(sql`select distinct on (guardian_user_id) guardian_user_id as user_id, student_id
        from student_guardians where school_id = ${school.id}`),
    );
    const perMinute = Number(RATE ?? 120);
    const rounds = Math.max(
      1,
      Math.ceil((perMinute * SECONDS * 2) / 60 / Math.max(1, guardians.length)),
    );
    const notices: Notice[] = [];
    for (let round = 0; round < rounds; round++)
      for (const g of guardians)
        notices.push({
          schoolId: school.id,
          event: 'student_absent',
          key: `bench:${round}:${g.student_id}`,
          recipients: [g.user_id],
          params: { student: 'Bench Student', date: '27/11/2026', class_section: 'Bench' },
          link: '/guardian/attendance',
        });
    await db.transaction((tx) => notifyMany(tx, notices));
    const [queued] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from notification_deliveries
        where school_id = ${school.id} and event_key like 'bench:%'`),
    );
    const before = smtp.received();
    const sending = await steadyLoad(server.base, server.headers);
    const [sent] = rowsOf<{ email: number; in_app: number }>(
      await db.execute(sql`select count(*) filter (where channel = 'email')::int as email,
        count(*) filter (where channel = 'in_app')::int as in_app
        from notification_deliveries
        where school_id = ${school.id} and event_key like 'bench:%' and state = 'sent'`),
    );
    console.log(
      `\nQueued for the second run: ${queued?.n ?? 0} deliveries (${notices.length} notices to ${guardians.length} guardians; rate limit ${perMinute} per school per minute)`,
    );
    console.log(
      '\n| run | answers | not 2xx | 2xx p50 ms | 2xx p99 ms | e-mails received | in-app sent |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| queue empty | ${quiet.answers} | ${quiet.non2xx} | ${quiet.p50.toFixed(0)} | ${quiet.p99.toFixed(0)} | 0 | 0 |`,
    );
    console.log(
      `| worker sending | ${sending.answers} | ${sending.non2xx} | ${sending.p50.toFixed(0)} | ${sending.p99.toFixed(0)} | ${smtp.received() - before} | ${sent?.in_app ?? 0} |`,
    );
    const change = ((sending.p99 - quiet.p99) / quiet.p99) * 100;
    console.log(
      `\np99 change while sending: ${change >= 0 ? '+' : ''}${change.toFixed(1)} % (target: at most +25 %)`,
    );
    console.log(`load average at the end: ${os1().toFixed(1)}`);
  } finally {
    await handle.close();
    await server.stop();
    await smtp.close();
    await pg.drop();
  }
}

const os1 = () => os.loadavg()[0] ?? 0;

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
