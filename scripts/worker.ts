/**
 * `npm run worker`: the background job worker alone (lib/jobs), for a provider that scales the
 * work out of the web servers (which then run with WORKER=off, or keep theirs: claims never
 * overlap). PostgreSQL only: PGlite is one process's database, and `next start` holds it.
 * SIGTERM or SIGINT lets the jobs under way finish, then closes the database.
 */
import { config, ConfigError } from '../lib/config/env';
import { database } from '../lib/server/runtime';
import { startWorker } from '../lib/jobs';
import { queues } from '../lib/jobs/registry';
import { stopBeforeClosing } from '../lib/server/shutdown';
import { runCli } from './cli';

runCli(async () => {
  if (!config().databaseUrl)
    throw new ConfigError([
      'npm run worker needs PostgreSQL: set DATABASE_URL. With the embedded PGlite database the worker runs inside the server (next start) instead.',
    ]);
  const pollMs = Number(process.env.WORKER_POLL_MS ?? 1000);
  if (!Number.isInteger(pollMs) || pollMs < 50)
    throw new ConfigError(['WORKER_POLL_MS must be a whole number of milliseconds, 50 or more']);
  // The runtime loads every module (each defines its queues and schedules) and opens the
  // database, applying migrations, before the worker takes its first job.
  const handle = await database();
  stopBeforeClosing(startWorker({ pollMs }));
  console.log(
    `[worker] running on ${handle.location}: queues ${[...queues().keys()].sort().join(', ') || '(none)'}`,
  );
  await new Promise(() => {});
});
