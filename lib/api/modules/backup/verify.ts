/**
 * Checking an uploaded archive before anything is changed: its manifest (format, school,
 * schema version, the tables this version backs up), then every table entry against the
 * manifest's row count and SHA-256, every row's school, and every file's size and SHA-256
 * (the files are staged into `staging` as they are checked). One pass over the archive, a
 * chunk at a time, within the size limits (limits.ts). Every row's identity values must be
 * ids the deployment has issued (id-rule.ts). Any problem throws ArchiveRefused with a
 * message naming it.
 *
 * `owner` is the school the archive must come from (a school restoring itself), which must
 * carry this deployment's signature (signing.ts); null when any school's archive is accepted,
 * signed or not (the provider restoring it into a new school): every row must still belong to
 * the one school its manifest names.
 */
import { apiMessage, type ApiText } from '../../http/messages';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { MANIFEST_NAME, manifestSchema, schemaVersionProblem, type Manifest } from './manifest';
import { ArchiveRefused, hashing, linesOf, readArchive } from './archive';
import type { PlannedTable } from './plan';
import { restorableFileName } from './school-files';
import type { SchoolIdentity } from './export';
import { idProblem, type IssuedIds } from './id-rule';
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from './limits';
import { isSignedBy } from './signing';

export { ArchiveRefused };

/** What the check needs beside the archive: the deployment's key, its limits and issued ids. */
export type VerifyOptions = {
  signingKey: Buffer;
  issued: IssuedIds;
  limits?: ArchiveLimits;
};

const refuse = (message: ApiText): never => {
  throw new ArchiveRefused(message);
};

async function readAll(content: AsyncIterable<Buffer>, limit: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content) {
    size += chunk.byteLength;
    if (size > limit) refuse(apiMessage('archive.manifestTooLarge'));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function checkManifest(
  raw: unknown,
  owner: SchoolIdentity | null,
  schemaVersion: string,
  tables: PlannedTable[],
  signingKey: Buffer,
): Manifest {
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    refuse(
      apiMessage('archive.manifestInvalid', {
        where: parsed.error.issues[0]?.path.join('.') || 'format',
        problem: String(parsed.error.issues[0]?.message),
      }),
    );
  const manifest = parsed.data as Manifest;
  if (owner && (manifest.school.code !== owner.code || manifest.school.id !== owner.id))
    refuse(
      apiMessage('archive.otherSchool', {
        name: manifest.school.name,
        code: manifest.school.code,
        subdomain: manifest.school.subdomain,
      }),
    );
  const versionProblem = schemaVersionProblem(manifest.schema_version, schemaVersion);
  if (versionProblem) refuse(versionProblem);
  const expected = tables.map((t) => t.name);
  const archived = manifest.tables.map((t) => t.name);
  const missing = expected.filter((name) => !archived.includes(name));
  const unknown = archived.filter((name) => !expected.includes(name));
  if (missing.length) refuse(apiMessage('archive.tablesMissing', { tables: missing.join(', ') }));
  if (unknown.length) refuse(apiMessage('archive.tablesUnknown', { tables: unknown.join(', ') }));
  const badFile = manifest.files.find((f) => !restorableFileName(f.name));
  if (badFile) refuse(apiMessage('archive.badFile', { name: badFile.name }));
  if (owner && !isSignedBy(manifest, signingKey)) refuse(apiMessage('archive.notSignedHere'));
  return manifest;
}

/** A row's school and ids, or a refusal naming the table and line. */
function checkRow(
  line: string,
  table: string,
  lineNo: number,
  schoolId: number,
  issued: IssuedIds,
) {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return refuse(apiMessage('archive.lineNotJson', { table, line: String(lineNo) }));
  }
  const owner = (row as { school_id?: unknown } | null)?.school_id;
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    refuse(apiMessage('archive.lineNotRow', { table, line: String(lineNo) }));
  if (owner !== schoolId)
    refuse(
      apiMessage('archive.rowOfOtherSchool', {
        table,
        line: String(lineNo),
        owner: String(JSON.stringify(owner)),
      }),
    );
  const idRefused = idProblem(row as Record<string, unknown>, table, lineNo, issued);
  if (idRefused) refuse(idRefused);
}

export async function verifyArchive(
  bytes: Uint8Array,
  owner: SchoolIdentity | null,
  schemaVersion: string,
  tables: PlannedTable[],
  staging: string,
  { signingKey, issued, limits = DEFAULT_ARCHIVE_LIMITS }: VerifyOptions,
): Promise<Manifest> {
  let manifest: Manifest | undefined;
  const seen = new Set<string>();
  await readArchive(
    bytes,
    async (name, content) => {
      if (!manifest) {
        if (name !== MANIFEST_NAME) refuse(apiMessage('archive.notManifestFirst'));
        let raw: unknown;
        try {
          raw = JSON.parse(await readAll(content, 1024 * 1024 * 8));
        } catch (error) {
          if (error instanceof ArchiveRefused) throw error;
          refuse(apiMessage('archive.manifestNotJson'));
        }
        manifest = checkManifest(raw, owner, schemaVersion, tables, signingKey);
        return;
      }
      if (seen.has(name)) refuse(apiMessage('archive.twice', { name }));
      seen.add(name);
      const tableMatch = /^tables\/(.+)\.ndjson$/.exec(name);
      const fileMatch = /^files\/(.+)$/.exec(name);
      if (tableMatch) {
        const entry = manifest.tables.find((t) => t.name === tableMatch[1]);
        if (!entry) return refuse(apiMessage('archive.notInManifest', { name }));
        const hashed = hashing(content);
        let rows = 0;
        for await (const line of linesOf(hashed.chunks, entry.name, limits))
          checkRow(line, entry.name, ++rows, manifest.school.id, issued);
        if (rows !== entry.rows)
          refuse(
            apiMessage('archive.rowCount', {
              table: entry.name,
              rows: String(rows),
              expected: String(entry.rows),
            }),
          );
        if (hashed.digest() !== entry.sha256)
          refuse(apiMessage('archive.tableChecksum', { table: entry.name }));
      } else if (fileMatch) {
        const entry = manifest.files.find((f) => f.name === fileMatch[1]);
        if (!entry) return refuse(apiMessage('archive.notInManifest', { name }));
        const hashed = hashing(content);
        const out = createWriteStream(path.join(staging, entry.name));
        for await (const chunk of hashed.chunks) if (!out.write(chunk)) await once(out, 'drain');
        out.end();
        await once(out, 'close');
        if (hashed.bytes() !== entry.bytes || hashed.digest() !== entry.sha256)
          refuse(apiMessage('archive.fileChecksum', { name: entry.name }));
      } else refuse(apiMessage('archive.notPart', { name }));
    },
    limits,
  );
  if (!manifest) return refuse(apiMessage('archive.empty'));
  const absent = [
    ...manifest.tables.map((t) => `tables/${t.name}.ndjson`),
    ...manifest.files.map((f) => `files/${f.name}`),
  ].filter((name) => !seen.has(name));
  if (absent.length)
    refuse(
      apiMessage('archive.incomplete', {
        names: `${absent.slice(0, 3).join(', ')}${absent.length > 3 ? '…' : ''}`,
      }),
    );
  return manifest;
}
