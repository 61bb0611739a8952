/**
 * The platform's part of the demo: the school itself (name, subdomain, crest logo, settings,
 * School Admin), created through the same createSchool the provider uses.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { providerUsers, schools } from '../../../db/schema/platform';
import { publicPath } from '../../../storage/files';
import type { DemoSchoolMaker } from '../../demo/context';
import { DEMO_PASSWORD, demoEmail, type DemoSchool } from '../../demo/schools';
import { createSchool } from './create-school';
import { crestSvg } from './demo-logo';

export const demoSchoolMaker: DemoSchoolMaker = {
  exists: async (db, subdomain) => {
    const [row] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(subdomain === undefined ? undefined : eq(schools.subdomain, subdomain))
      .limit(1);
    return Boolean(row);
  },
  provider: async (db, account) => {
    await db
      .insert(providerUsers)
      .values(account)
      .onConflictDoNothing({ target: providerUsers.email });
  },
  create: createDemoSchool,
};

async function createDemoSchool(tx: Executor, school: DemoSchool, storageDir: string) {
  const logoName = `${school.subdomain}-logo.svg`;
  await mkdir(storageDir, { recursive: true });
  await writeFile(
    path.join(storageDir, logoName),
    crestSvg(school.initials, school.colours[0], school.colours[1]),
  );
  // Inside the seed's transaction, createSchool's own transaction becomes a savepoint.
  const created = await createSchool(tx as Database, {
    name: school.name,
    subdomain: school.subdomain,
    adminEmail: demoEmail('admin', school),
    adminName: school.people.admin,
    adminPassword: DEMO_PASSWORD,
    logo: publicPath(logoName),
    settings: school.settings,
  });
  return { schoolId: created.id, adminUserId: created.adminUserId };
}
