/** `npm run seed`: adds the demo schools and provider account (if missing) to the configured database. */
import { config } from '../lib/config/env';
import { openDatabase } from '../lib/db/client';
import { seedDemo, DEMO_PASSWORD } from '../lib/db/seed/demo';
import { runCli } from './cli';

runCli(async () => {
  const cfg = config();
  const handle = await openDatabase({ url: cfg.databaseUrl, pgliteDir: cfg.pgliteDir });
  try {
    await seedDemo(handle.db, cfg.storageDir);
    console.log(`Demo data ready in ${handle.kind} (${handle.location}).`);
    console.log(
      `Schools: riverside, hillcrest. Logins: admin|teacher|guardian|accountant@{school}.test, provider@schola.test; password ${DEMO_PASSWORD} (demo only).`,
    );
  } finally {
    await handle.close();
  }
});
