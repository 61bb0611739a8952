/**
 * /api/backups (School Admin): list and create backups of the caller's school, read one (its
 * progress), download its archive, delete it; POST /api/backups/restore puts an uploaded
 * archive back after checking it, all or nothing.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { envelope } from '../../http/envelope';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { listQuery, type ListParams } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { listRoute, parseId, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { backups } from '../../../db/schema/backup';
import { applyArchive } from './apply';
import {
  anyRunning,
  archivePath,
  asShown,
  backupColumns,
  deleteBackup,
  insertBackup,
  readBackup,
  startExport,
  type BackupRow,
} from './backups';
import { replaceSchoolFiles } from './school-files';
import { currentPlan } from './tenant-tables';
import {
  archiveField,
  checkedArchive,
  inStaging,
  refusedAsField,
  restoresAtOnce,
  rowsIn,
  signingKeyFor,
  storageOf,
} from './restore-steps';
import { takeRestorePlace } from './restore-locks';

const ADMIN = access.role('School Admin');
const ENTITY = 'backups';

const backupListQuery = listQuery(['created_at'], {});
type BackupListParams = z.output<typeof backupListQuery> & ListParams;

const backupList: ListDefinition<BackupRow, BackupListParams> = {
  query: backupListQuery,
  queries: queriesOf<BackupRow, BackupListParams>({
    select: (db) => db.select(backupColumns).from(backups),
    schoolId: backups.schoolId,
    id: backups.id,
    search: [backups.createdByName],
    sort: { created_at: backups.createdAt },
    defaultSort: '-created_at',
    filters: () => [],
  }),
  csv: {
    fileName: 'backups.csv',
    columns: [
      { header: 'Made', value: (r) => r.created_at.toISOString() },
      { header: 'Status', value: (r) => asShown(r).status },
      { header: 'Size (bytes)', value: (r) => r.size_bytes },
      { header: 'Made by', value: (r) => r.created_by_name },
    ],
  },
};

export const restoreSchema = z.object({
  file: archiveField,
  confirm: z.string({ error: "Type the school's subdomain to confirm." }),
});

export const backupRoutes = [
  listRoute({
    path: '/backups',
    tag: 'backup',
    summary: "The school's backups (date, status and progress, size, who made it)",
    access: ADMIN,
    list: backupList,
  }),
  defineRoute({
    method: 'POST',
    path: '/backups',
    tag: 'backup',
    summary:
      'Start a backup of the whole school (every table of the school and its stored files); poll GET /api/backups/{id} for its progress',
    access: ADMIN,
    audit: { entity: ENTITY, actions: ['create'] },
    // A read-only school may still take its data out.
    allowedWhenReadOnly: true,
    handler: async ({ c, db, caller, audit }) => {
      if (await anyRunning(db, caller.school.id))
        throw new ApiError(
          'conflict',
          'A backup of this school is already being made; wait for it to finish.',
        );
      const row = await db.transaction(async (tx) => {
        const created = await insertBackup(tx, caller.school.id, {
          userId: caller.userId,
          name: caller.profile.fullName,
        });
        await audit(tx, { action: 'create', entity: ENTITY, entityId: created.id, after: created });
        return created;
      });
      void startExport(db, storageOf(c), caller.school, row, signingKeyFor(c));
      return envelope(row, 'The backup has started.');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/backups/:id',
    tag: 'backup',
    summary: 'One backup, with its progress while it is being made',
    access: ADMIN,
    handler: async ({ db, caller, params }) => {
      const row = await readBackup(db, caller.school.id, parseId(params.id, 'backup'));
      if (!row) throw notFound('The backup');
      return envelope(row);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/backups/:id/download',
    tag: 'backup',
    summary: "The backup's archive (.tar.gz: manifest.json, tables/*.ndjson, files/*)",
    access: ADMIN,
    handler: async ({ c, db, caller, params }) => {
      const row = await readBackup(db, caller.school.id, parseId(params.id, 'backup'));
      if (!row) throw notFound('The backup');
      if (row.status !== 'done')
        throw new ApiError(
          'conflict',
          'This backup is not finished, so there is nothing to download.',
        );
      const file = archivePath(storageOf(c), caller.school.id, row.file_name);
      const day = row.created_at.toISOString().slice(0, 10);
      const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return new Response(stream, {
        headers: {
          'Content-Type': 'application/gzip',
          'Content-Length': String(row.size_bytes ?? ''),
          'Content-Disposition': `attachment; filename="${caller.school.subdomain}-backup-${day}-${row.id}.tar.gz"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/backups/:id',
    tag: 'backup',
    summary: 'Delete a backup and its archive file',
    access: ADMIN,
    audit: { entity: ENTITY, actions: ['delete'] },
    handler: async ({ c, db, caller, params, audit }) => {
      const id = parseId(params.id, 'backup');
      const row = await readBackup(db, caller.school.id, id);
      if (!row) throw notFound('The backup');
      if (row.status === 'running')
        throw new ApiError(
          'conflict',
          'This backup is still being made; delete it once it has finished.',
        );
      await db.transaction(async (tx) => {
        await deleteBackup(tx, caller.school.id, id);
        await audit(tx, { action: 'delete', entity: ENTITY, entityId: id, before: row });
      });
      await rm(archivePath(storageOf(c), caller.school.id, row.file_name), { force: true });
      return envelope({ id }, 'The backup was deleted.');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/backups/restore',
    tag: 'backup',
    summary:
      "Restore the school from an uploaded archive (multipart `file`, and `confirm`: the school's subdomain); checked first, then all or nothing",
    access: ADMIN,
    body: restoreSchema,
    audit: { entity: ENTITY, actions: ['restore'] },
    handler: async ({ c, db, caller, body, audit }) => {
      const school = caller.school;
      if (body.confirm.trim().toLowerCase() !== school.subdomain)
        throw validationFailed({
          confirm: `Type the school's subdomain, ${school.subdomain}, to confirm the restore.`,
        });
      if (await anyRunning(db, school.id))
        throw new ApiError('conflict', 'A backup is being made; restore once it has finished.');
      const bytes = new Uint8Array(await body.file.arrayBuffer());
      const plan = currentPlan();
      const release = takeRestorePlace(`school ${school.id}`, restoresAtOnce(c));
      return inStaging(async (staging) => {
        const tables = plan.tables;
        const manifest = await checkedArchive({ c, db, bytes, owner: school, tables, staging });
        const rows = await refusedAsField(() =>
          db.transaction(async (tx) => {
            const inserted = await applyArchive(tx, bytes, school.id, plan.tables, plan.excluded);
            await audit(tx, {
              action: 'restore',
              entity: ENTITY,
              after: {
                archive_made_at: manifest.created_at,
                schema_version: manifest.schema_version,
                rows: rowsIn(inserted),
                files: manifest.files.length,
              },
            });
            return inserted;
          }),
        );
        const names = manifest.files.map((f) => f.name);
        await replaceSchoolFiles(storageOf(c), school.id, staging, names);
        return envelope(
          { made_at: manifest.created_at, tables: rows, files: names.length },
          `The school was restored from the backup made at ${manifest.created_at}.`,
        );
      }).finally(release);
    },
  }),
];
