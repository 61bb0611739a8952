/**
 * A file field's upload is stored when it is chosen in a form, before the record is saved
 * (files.ts); a form never saved leaves a file no value holds, served to nobody. Once a day a
 * schedule removes, school by school, those older than a day (a form left open that long
 * uploads again), records what it removed in the school's audit log (`custom-fields`,
 * `sweep`) and logs the count. A file any value holds stays, a deleted field's included (its
 * values are kept).
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { config } from '../../../config/env';
import type { Database } from '../../../db/client';
import { customFieldStudentValues, customFieldUserValues } from '../../../db/schema/custom-fields';
import { defineSchedule } from '../../../jobs';
import { privateDir, privatePath } from '../../../storage/files';
import { auditScheduled } from '../../http/audit';

export const SWEEP_SCHEDULE = 'custom-field-files-sweep';
/** How long an upload may wait for its record to be saved. */
export const UNSAVED_KEPT_MS = 24 * 3600 * 1000;
const FIELD_FILE = /^field-[0-9a-f]{16}\.(pdf|png|jpg|webp)$/;

/** The file addresses the school's values hold (a file field's value is its address). */
async function heldAddresses(db: Database, schoolId: number): Promise<Set<string>> {
  const held = new Set<string>();
  for (const table of [customFieldStudentValues, customFieldUserValues]) {
    const rows = await db
      .select({ url: sql<string>`${table.value} #>> '{}'` })
      .from(table)
      .where(
        and(
          eq(table.schoolId, schoolId),
          sql`jsonb_typeof(${table.value}) = 'string'`,
          sql`${table.value} #>> '{}' like '/api/files/field-%'`,
        ),
      );
    for (const { url } of rows) held.add(url);
  }
  return held;
}

/** The school's field files older than `before`, by name. */
async function oldFieldFiles(dir: string, before: number): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names.filter((n) => FIELD_FILE.test(n))) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info && info.mtimeMs < before) old.push(name);
  }
  return old;
}

/** Removes one school's unsaved field files older than a day: their names. */
export async function sweepUnsavedFieldFiles(
  db: Database,
  storageDir: string,
  schoolId: number,
  now: Date,
): Promise<string[]> {
  const dir = privateDir(storageDir, schoolId);
  const old = await oldFieldFiles(dir, now.getTime() - UNSAVED_KEPT_MS);
  if (!old.length) return [];
  const held = await heldAddresses(db, schoolId);
  const removed: string[] = [];
  for (const name of old.filter((n) => !held.has(privatePath(n))))
    if (
      await unlink(path.join(dir, name)).then(
        () => true,
        () => false,
      )
    )
      removed.push(name);
  if (!removed.length) return removed;
  await db.transaction((tx) =>
    auditScheduled(tx, SWEEP_SCHEDULE, {
      action: 'sweep',
      entity: 'custom-fields',
      schoolId,
      after: { unsaved_files_removed: removed },
    }),
  );
  console.log(
    `[custom-fields] school ${schoolId}: ${removed.length} unsaved field file(s) removed`,
  );
  return removed;
}

/** Every school with private files, one after another. */
export async function sweepAllSchools(db: Database, storageDir: string, now: Date) {
  const folders = await readdir(path.join(storageDir, 'private')).catch(() => [] as string[]);
  for (const folder of folders.filter((f) => /^\d+$/.test(f)))
    await sweepUnsavedFieldFiles(db, storageDir, Number(folder), now);
}

/** Declared from the manifest's `connect`; the files are where the server stores them. */
export const scheduleFieldFileSweep = () =>
  defineSchedule(SWEEP_SCHEDULE, 86_400, (now, db) =>
    sweepAllSchools(db, config().storageDir, now),
  );
