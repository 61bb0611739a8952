/**
 * What both restores share (a school restoring itself, the provider restoring an archive as a
 * new school): a staging folder for the archive's files while it is checked, the storage root,
 * the check of the archive with the deployment's key, limits and issued ids, and the rule that
 * a refused archive is a 422 on the `file` field.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { ApiDeps } from '../../http/context';
import { validationFailed } from '../../http/errors';
import type { SchoolIdentity } from './export';
import { anyWholeIds, issuedIds } from './id-rule';
import { archiveLimitsOf } from './limits';
import { currentSchemaVersion, type Manifest } from './manifest';
import type { PlannedTable } from './plan';
import { signingKeyOf } from './signing';
import { ArchiveRefused, verifyArchive } from './verify';
import { apiMessage } from '../../http/messages';

type WithConfig = { get: (key: 'deps') => { config: ApiDeps['config'] } };

export const storageOf = (c: WithConfig) => c.get('deps').config.storageDir;

/** The deployment's key for signing archives (signing.ts). */
export const signingKeyFor = (c: WithConfig) => signingKeyOf(c.get('deps').config);

/** How many restores the deployment runs at once (restore-locks.ts); unset: the default. */
export const restoresAtOnce = (c: WithConfig) => c.get('deps').config.restoresAtOnce;

/**
 * The uploaded archive checked (verify.ts) against this deployment's key, limits and issued
 * ids, its files staged into `staging`; a refusal is a 422 on `file`. `owner`: see verifyArchive.
 */
export async function checkedArchive(options: {
  c: WithConfig;
  db: Pick<Executor, 'execute'>;
  bytes: Uint8Array;
  owner: SchoolIdentity | null;
  tables: PlannedTable[];
  staging: string;
  /** `renumbered`: the restore gives every row a fresh id, so any whole id passes (id-rule.ts). */
  ids?: 'issued' | 'renumbered';
}): Promise<Manifest> {
  const { c, db, bytes, owner, tables, staging } = options;
  const config = c.get('deps').config;
  return refusedAsField(async () =>
    verifyArchive(bytes, owner, currentSchemaVersion(), tables, staging, {
      signingKey: signingKeyOf(config),
      issued: options.ids === 'renumbered' ? anyWholeIds(tables) : await issuedIds(db, tables),
      limits: archiveLimitsOf(config),
    }),
  );
}

/** The uploaded archive, a multipart field named `file`. */
export const archiveField = z.instanceof(File, {
  error: 'Choose the backup archive (.tar.gz) to restore.',
});

/** Runs `work` with a fresh temporary folder, removed afterwards whatever happens. */
export async function inStaging<T>(work: (staging: string) => Promise<T>): Promise<T> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'schola-restore-'));
  try {
    return await work(staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A refused archive is a 422 on the `file` field, with the refusal's own words. */
export async function refusedAsField<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ArchiveRefused) throw validationFailed({ file: error.text });
    // Bad data in a well-formed archive (a value of the wrong type, a broken reference).
    let cause = error as { code?: unknown; message?: string; cause?: unknown } | undefined;
    for (let depth = 0; cause && depth < 5; depth++, cause = cause.cause as typeof cause)
      if (typeof cause.code === 'string' && /^(22|23)[0-9A-Z]{3}$/.test(cause.code))
        throw validationFailed({
          file: apiMessage('backup.rowsRefused', { reason: String(cause.message) }),
        });
    throw error;
  }
}

/** The rows a restore put in, over every table. */
export const rowsIn = (inserted: Record<string, number>) =>
  Object.values(inserted).reduce((a, b) => a + b, 0);
