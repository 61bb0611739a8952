/**
 * Runs the modules' demo seeds: the provider account, then each missing demo school in one
 * transaction (school, then every module's structure, then every module's life). Idempotent:
 * a school that already exists is left alone. Lives outside lib/db because it calls the API
 * modules' own functions; lib/db knows nothing about modules.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerUsers, schools } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import { DEMO_SEEDS } from '../demo-seeds';
import { createDemoSchool } from '../modules/platform/demo-seed';
import type { DemoSeedContext } from './context';
import { seededRandom } from './random';
import { DEMO_PASSWORD, DEMO_SCHOOLS, PROVIDER_EMAIL } from './schools';

export { DEMO_PASSWORD, PROVIDER_EMAIL } from './schools';

/** The advisory lock that serialises demo seeding (the migrations take 727001). */
const DEMO_SEED_LOCK = 727002;

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
  await db
    .insert(providerUsers)
    .values({ email: PROVIDER_EMAIL, fullName: 'Schola Provider', passwordHash })
    .onConflictDoNothing({ target: providerUsers.email });

  const created: string[] = [];
  for (const school of DEMO_SCHOOLS) {
    const made = await db.transaction(async (tx) => {
      // Two instances started at once on an empty database both seed: the second waits here
      // for the first's school, then finds it (each was a duplicate-key failure at start-up).
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
      const [existing] = await tx
        .select({ id: schools.id })
        .from(schools)
        .where(eq(schools.subdomain, school.subdomain));
      if (existing) return false;
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
      return true;
    });
    if (made) created.push(school.subdomain);
  }
  return created;
}
