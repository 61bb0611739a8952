/**
 * What a module's demo seed receives and offers. Each module that owns data keeps its demo
 * rows in `lib/api/modules/{area}/demo-seed.ts` and names the step in its manifest (`demo`),
 * with the steps it reads from (`after`); the runner (lib/api/seed/) orders the steps by
 * those, so a later module reads what an earlier one wrote through that module's exported
 * functions. This folder holds only what the modules import: the runner lives apart.
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
  /** Where the school's files are kept (lib/storage/files.ts): a step that makes files stores them here. */
  storageDir: string;
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

/** What a demo school's creation returns to every later step. */
export type DemoSchoolMade = { schoolId: number; adminUserId: number };

/**
 * The step that owns schools and the provider's accounts (platform): the runner asks it,
 * rather than reading those tables itself, whether a school is there and to add the provider's
 * demo account.
 */
export type DemoSchoolMaker = {
  /** Whether the school with this subdomain exists (any school when none is named). */
  exists: (db: Executor, subdomain?: string) => Promise<boolean>;
  /** The provider's demo account, unless one with its e-mail is there. */
  provider: (
    db: Executor,
    account: { email: string; fullName: string; passwordHash: string },
  ) => Promise<void>;
  create: (tx: Executor, school: DemoSchool, storageDir: string) => Promise<DemoSchoolMade>;
};

/** A module's step of the demo seed, as its manifest declares it. */
export type DemoStep = Omit<ModuleDemoSeed, 'module'> & {
  /** The modules whose steps must run first (their rows are read by this one). */
  after?: readonly string[];
  /** Creates the school itself (the platform module): run before every other step. */
  school?: DemoSchoolMaker;
};
