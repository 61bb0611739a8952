/**
 * What a module's demo seed receives and offers. Each module that owns data keeps its demo
 * rows in `lib/api/modules/{area}/demo-seed.ts` and is listed once in lib/api/demo-seeds.ts;
 * the runner (./seed.ts) calls the list in order, so a later module reads what an earlier one
 * wrote through that module's exported functions.
 */
import type { Executor } from '../../db/client';
import type { Random } from './random';
import type { DemoSchool } from './schools';

export type DemoSeedContext = {
  tx: Executor;
  school: DemoSchool;
  schoolId: number;
  adminUserId: number;
  /** A generator seeded by school and topic: the same demo on every machine. */
  random: (topic: string) => Random;
  /**
   * One argon2 hash of the demo password, shared by the generated accounts (hundreds of
   * guardians and teachers): hashing each would cost minutes, and they can all sign in.
   */
  passwordHash: string;
};

export type ModuleDemoSeed = {
  module: string;
  /**
   * The fixed reference data the API tests rely on (classes, sections, fee types, the demo
   * accounts). Every test database gets it.
   */
  structure?: (ctx: DemoSeedContext) => Promise<void>;
  /**
   * The school's life (students, families, inquiries, history...): on first start and by
   * `npm run seed`, and in the test that checks no demo list is empty; not in every API test.
   */
  life?: (ctx: DemoSeedContext) => Promise<void>;
};
