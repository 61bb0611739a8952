/**
 * Runs the manifests' demo seed steps: the provider account, then each missing demo school in
 * one transaction (the school, then every step's structure, then every step's life, each pass
 * in the steps' order). Idempotent: a school that already exists is left alone. It receives
 * the manifests (./index.ts hands it the registry) and imports no module; lib/db knows
 * nothing about modules.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from '../../auth/password';
import type { ApiModule } from '../http/module';
import type { DemoSeedContext, DemoStep } from '../demo/context';
import { seededRandom } from '../demo/random';
import { DEMO_PASSWORD, DEMO_SCHOOLS, PROVIDER_EMAIL } from '../demo/schools';

/** The advisory lock that serialises demo seeding (the migrations take 727001). */
const DEMO_SEED_LOCK = 727002;

export type SeedOptions = {
  /** Add the schools' life (students, families...) too; the API tests use the structure only. */
  life?: boolean;
};

type NamedStep = DemoStep & { module: string };

/**
 * The steps in an order where each comes after every step it names in `after` (a
 * topological sort); among steps free to run, the registry's order decides. A step naming
 * a module without a step, or steps waiting on each other, is a programming error.
 */
export function demoStepOrder(modules: readonly ApiModule[]): NamedStep[] {
  const steps = modules.flatMap((m) => (m.demo ? [{ ...m.demo, module: m.name }] : []));
  const names = new Set(steps.map((s) => s.module));
  for (const s of steps)
    for (const before of s.after ?? [])
      if (!names.has(before))
        throw new Error(`The demo step of ${s.module} runs after ${before}, which has none.`);
  const ordered: NamedStep[] = [];
  const done = new Set<string>();
  let pending = steps;
  while (pending.length) {
    const next = pending.find((s) => (s.after ?? []).every((m) => done.has(m)));
    if (!next)
      throw new Error(
        `These demo steps wait on each other: ${pending.map((s) => s.module).join(', ')}.`,
      );
    ordered.push(next);
    done.add(next.module);
    pending = pending.filter((s) => s !== next);
  }
  return ordered;
}

/** The one step that makes the school (and the provider's account): platform's. */
function schoolMaker(steps: readonly NamedStep[]) {
  const makers = steps.flatMap((s) => (s.school ? [s.school] : []));
  const [maker] = makers;
  if (makers.length !== 1 || !maker)
    throw new Error(`One demo step must create the school; ${makers.length} do.`);
  return maker;
}

/** Whether the database holds any school (a new install seeds the demo when it holds none). */
export async function hasDemoData(db: Database, modules: readonly ApiModule[]): Promise<boolean> {
  return schoolMaker(demoStepOrder(modules)).exists(db);
}

/** Seeds what is missing; returns the subdomains of the schools it created. */
export async function runDemoSeed(
  db: Database,
  storageDir: string,
  modules: readonly ApiModule[],
  { life = true }: SeedOptions = {},
): Promise<string[]> {
  const steps = demoStepOrder(modules);
  const maker = schoolMaker(steps);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await maker.provider(db, { email: PROVIDER_EMAIL, fullName: 'Schola Provider', passwordHash });

  const created: string[] = [];
  for (const school of DEMO_SCHOOLS) {
    const made = await db.transaction(async (tx) => {
      // Two instances started at once on an empty database both seed: the second waits here
      // for the first's school, then finds it (each was a duplicate-key failure at start-up).
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
      if (await maker.exists(tx, school.subdomain)) return false;
      const { schoolId, adminUserId } = await maker.create(tx, school, storageDir);
      const ctx: DemoSeedContext = {
        tx,
        school,
        schoolId,
        adminUserId,
        passwordHash,
        storageDir,
        random: (topic) => seededRandom(`${school.subdomain}/${topic}`),
      };
      for (const step of steps) await step.structure?.(ctx);
      if (life) for (const step of steps) await step.life?.(ctx);
      return true;
    });
    if (made) created.push(school.subdomain);
  }
  return created;
}
