/**
 * `npm run school:create -- --name "Oak Tree School" --subdomain oaktree --admin-email head@oaktree.org
 *  [--admin-name "Jane Doe"] [--admin-password ...]`: onboards a school. Without a password one is
 * generated and printed once.
 */
import { config } from '../lib/config/env';
import { databaseOptions, openDatabase } from '../lib/db/client';
import { createSchool } from '../lib/api/modules/platform/create-school';
import { parseFlags, runCli } from './cli';

runCli(async () => {
  const flags = parseFlags(process.argv.slice(2));
  const { name, subdomain, 'admin-email': adminEmail } = flags;
  if (!name || !subdomain || !adminEmail) {
    const missing = ['name', 'subdomain', 'admin-email'].filter((f) => !flags[f]);
    console.error(`Missing ${missing.map((m) => `--${m}`).join(', ')}.`);
    console.error(
      'Usage: npm run school:create -- --name "Oak Tree School" --subdomain oaktree --admin-email head@oaktree.org',
    );
    process.exit(2);
  }
  const cfg = config();
  const handle = await openDatabase(databaseOptions(cfg));
  try {
    const school = await createSchool(handle.db, {
      name,
      subdomain,
      adminEmail,
      adminName: flags['admin-name'],
      adminPassword: flags['admin-password'],
      timeZone: cfg.defaultTimeZone,
    });
    const [host, port] = cfg.appHost.split(':');
    console.log(`Created ${flags.name} (school code ${school.code}).`);
    console.log(`  Address:  http://${school.subdomain}.${host}${port ? `:${port}` : ''}/`);
    console.log(`  Admin:    ${flags['admin-email']}`);
    if (!flags['admin-password'])
      console.log(`  Password: ${school.adminPassword}  (shown once; ask them to change it)`);
  } finally {
    await handle.close();
  }
});
