/** `npm run seed`: adds the demo schools and provider account (if missing) to the configured database. */
import { config } from '../lib/config/env';
import { databaseOptions, openDatabase } from '../lib/db/client';
import { seedDemo, DEMO_PASSWORD } from '../lib/api/seed';
import { runCli } from './cli';

runCli(async () => {
  const cfg = config();
  const handle = await openDatabase(databaseOptions(cfg));
  try {
    const started = performance.now();
    const created = await seedDemo(handle.db, cfg.storageDir);
    const took = Math.round(performance.now() - started);
    console.log(
      created.length
        ? `Seeded ${created.join(', ')} in ${took} ms (${handle.kind}: ${handle.location}).`
        : `Demo data already present in ${handle.kind} (${handle.location}).`,
    );
    console.log(
      `Schools: riverside, hillcrest. Logins: admin|teacher|guardian|accountant@{school}.test, provider@schola.test; password ${DEMO_PASSWORD} (demo only).`,
    );
  } finally {
    await handle.close();
  }
});
