/**
 * The archive's format (documented in docs/BACKUP-FORMAT.md): a gzip-compressed POSIX tar
 * (ustar) holding, in this order,
 *
 *   manifest.json            what is inside, checked before anything is restored
 *   tables/{table}.ndjson    one JSON object per line per row, the database's own row_to_json,
 *                            in primary-key order; the tables in foreign-key order
 *   files/{name}             the school's private stored files (photos, attachments)
 *
 * and this file holds the manifest's schema and the schema-version rules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../../../db/client';

export const ARCHIVE_FORMAT = 'schola-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.ndjson`;
export const fileEntry = (name: string) => `files/${name}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');
const name = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  format_version: z.literal(FORMAT_VERSION),
  schema_version: z.string().min(1),
  created_at: z.string(),
  school: z.object({
    id: z.number().int(),
    code: z.string(),
    subdomain: z.string(),
    name: z.string(),
  }),
  tables: z.array(z.object({ name, rows: z.number().int().min(0), sha256 })),
  files: z.array(z.object({ name, bytes: z.number().int().min(0), sha256 })),
  /**
   * The shared permission catalogue as this deployment numbers it (id → name): role_permissions
   * name permissions by id, and another deployment may number them otherwise, so the
   * provider's restore maps them by name (renumber.ts). Absent in older archives.
   */
  permissions: z.record(z.string().regex(/^\d+$/), z.string()).optional(),
  /** HMAC-SHA256 of the rest, with this deployment's key (signing.ts); absent in older archives. */
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'an HMAC-SHA256 in hex')
    .optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The latest migration of this build (e.g. `0005_backups`): the archive's schema version. */
export function currentSchemaVersion(dir = MIGRATIONS_DIR): string {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('No migrations found: the schema version is unknown.');
  return last.tag;
}

const orderOf = (version: string) => Number(/^(\d+)_/.exec(version)?.[1] ?? NaN);

/**
 * Why an archive of `archived` schema cannot be restored on `current`, or undefined when it
 * can. Only the same version is restored: an older archive's tables may lack columns this
 * version requires and nothing converts them (restoring it means restoring it on the version
 * that made it, upgrading that server, and backing up again), and a newer one holds what this
 * version does not know. The message says which side is behind and what to do.
 */
export function schemaVersionProblem(archived: string, current: string): string | undefined {
  if (archived === current) return undefined;
  const [a, c] = [orderOf(archived), orderOf(current)];
  const made = `This backup was made with schema version ${archived}; this server runs ${current}.`;
  if (Number.isNaN(a))
    return `${made} ${archived} is not a schema version this application writes: the archive is not a Schola backup of a known version.`;
  if (a > c)
    return `${made} The backup is newer than this server: upgrade this server to ${archived} or later, then restore it.`;
  if (a < c)
    return `${made} Older backups are not converted: restore it on a server running version ${archived}, upgrade that server to ${current}, and take a new backup there; that backup restores here.`;
  return `${made} They are different lines of migrations with the same number: restore it on the server that made it.`;
}
