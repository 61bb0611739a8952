/**
 * Runs the modules' demo seeds: the provider account, then each missing demo school in one
 * transaction (school, then every module's structure, then every module's life). Idempotent:
 * a school that already exists is left alone. Lives outside lib/db because it calls the API
 * modules' own functions; lib/db knows nothing about modules.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerUsers, schools } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import { DEMO_SEEDS } from '../demo-seeds';
import { createDemoSchool } from '../modules/platform/demo-seed';
import type { DemoSeedContext } from './context';
import { seededRandom } from './random';
import { DEMO_PASSWORD, DEMO_SCHOOLS, PROVIDER_EMAIL } from './schools';

export { DEMO_PASSWORD, PROVIDER_EMAIL } from './schools';

export type SeedOptions = {
  /** Add the schools' life (students, families...) too; the API tests use the structure only. */
  life?: boolean;
};

export async function hasDemoData(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: schools.id }).from(schools).limit(1);
  return Boolean(row);
}

/** Seeds what is missing; returns the subdomains of the schools it created. */
export async function seedDemo(
  db: Database,
  storageDir: string,
  { life = true }: SeedOptions = {},
): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [provider] = await db
    .select({ id: providerUsers.id })
    .from(providerUsers)
    .where(eq(providerUsers.email, PROVIDER_EMAIL));
  if (!provider)
    await db
      .insert(providerUsers)
      .values({ email: PROVIDER_EMAIL, fullName: 'Schola Provider', passwordHash });

  const created: string[] = [];
  for (const school of DEMO_SCHOOLS) {
    const [existing] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, school.subdomain));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const { schoolId, adminUserId } = await createDemoSchool(tx, school, storageDir);
      const ctx: DemoSeedContext = {
        tx,
        school,
        schoolId,
        adminUserId,
        passwordHash,
        random: (topic) => seededRandom(`${school.subdomain}/${topic}`),
      };
      for (const seed of DEMO_SEEDS) await seed.structure?.(ctx);
      if (life) for (const seed of DEMO_SEEDS) await seed.life?.(ctx);
    });
    created.push(school.subdomain);
  }
  return created;
}
