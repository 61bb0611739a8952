/**
 * /api/backups (School Admin): list and create backups of the caller's school, read one (its
 * progress), download its archive, delete it; POST /api/backups/restore/preview says what a
 * restore would set aside, and POST /api/backups/restore puts the school back as it was at an
 * uploaded archive after a safety backup (restore-school.ts), all or nothing.
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
import {
  archiveField,
  checkedArchive,
  restoresAtOnce,
  signingKeyFor,
  storageOf,
} from './restore-steps';
import { takeRestorePlace } from './restore-locks';
import type { SchoolIdentity } from './export';
import { previewRestore, restoreSchool } from './restore-school';
import { currentPlan } from './tenant-tables';
import { apiMessage } from '../../http/messages';

const ADMIN = access.role('School Admin');

/** How a school's upload is read and verified (restore-steps.ts), for the preview and the restore alike. */
const ownArchiveCheck =
  (
    c: Parameters<typeof checkedArchive>[0]['c'],
    db: Parameters<typeof checkedArchive>[0]['db'],
    bytes: Uint8Array,
    school: SchoolIdentity,
  ) =>
  (staging: string) =>
    checkedArchive({ c, db, bytes, owner: school, tables: currentPlan().tables, staging });
const ENTITY = 'backups';

const backupListQuery = listQuery(['created_at'], {});
type BackupListParams = z.output<typeof backupListQuery> & ListParams;

const backupList: ListDefinition<BackupRow, BackupListParams> = {
  query: backupListQuery,
  queries: queriesOf<BackupRow, BackupListParams>({
    select: (db) => db.select(backupColumns).from(backups),
    schoolId: backups.schoolId,
    id: backups.id,
    search: [backups.createdByName, backups.note],
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
      { header: 'Note', value: (r) => r.note ?? '' },
    ],
  },
};

const previewSchema = z.object({ file: archiveField });

export const restoreSchema = previewSchema.extend({
  confirm: z.string({ error: "Type the school's code to confirm." }),
});

/** The typed confirmation matches the school's code (spaces and case aside). */
export const sameCode = (typed: string, code: string) =>
  typed.trim().toLowerCase() === code.trim().toLowerCase();

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
        throw new ApiError('conflict', apiMessage('backup.alreadyRunning'));
      const row = await db.transaction(async (tx) => {
        const created = await insertBackup(tx, caller.school.id, {
          userId: caller.userId,
          name: caller.profile.fullName,
        });
        await audit(tx, { action: 'create', entity: ENTITY, entityId: created.id, after: created });
        return created;
      });
      void startExport(db, storageOf(c), caller.school, row, signingKeyFor(c));
      return envelope(row, apiMessage('done.backupStarted'));
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
      if (!row) throw notFound('backup');
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
      if (!row) throw notFound('backup');
      if (row.status !== 'done') throw new ApiError('conflict', apiMessage('backup.notFinished'));
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
      if (!row) throw notFound('backup');
      if (row.status === 'running')
        throw new ApiError('conflict', apiMessage('backup.stillRunning'));
      await db.transaction(async (tx) => {
        await deleteBackup(tx, caller.school.id, id);
        await audit(tx, { action: 'delete', entity: ENTITY, entityId: id, before: row });
      });
      await rm(archivePath(storageOf(c), caller.school.id, row.file_name), { force: true });
      return envelope({ id }, apiMessage('done.backupDeleted'));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/backups/restore/preview',
    tag: 'backup',
    summary:
      'What restoring an uploaded archive (multipart `file`) would set aside into the safety backup: the records made or changed since it was made; checks the archive, changes nothing',
    access: ADMIN,
    body: previewSchema,
    audit: { exempt: 'counts what a restore would set aside; writes nothing' },
    handler: async ({ c, db, caller, body }) => {
      const bytes = new Uint8Array(await body.file.arrayBuffer());
      return envelope(
        await previewRestore(db, caller.school, ownArchiveCheck(c, db, bytes, caller.school)),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/backups/restore',
    tag: 'backup',
    summary:
      "Put the school back as it was at an uploaded archive (multipart `file`, and `confirm`: the school's code): checked first; then a safety backup of the current data is listed and the school replaced whole, all or nothing",
    access: ADMIN,
    body: restoreSchema,
    audit: { entity: ENTITY, actions: ['restore'] },
    handler: async ({ c, db, caller, body, audit }) => {
      const school = caller.school;
      if (!sameCode(body.confirm, school.code))
        throw validationFailed({
          confirm: apiMessage('backup.confirmCode', { code: school.code }),
        });
      if (await anyRunning(db, school.id))
        throw new ApiError('conflict', apiMessage('backup.restoreWhileRunning'));
      const bytes = new Uint8Array(await body.file.arrayBuffer());
      const release = takeRestorePlace(`school ${school.id}`, restoresAtOnce(c));
      const restored = await restoreSchool(
        {
          db,
          storageDir: storageOf(c),
          signingKey: signingKeyFor(c),
          school,
          by: { userId: caller.userId, name: caller.profile.fullName },
          bytes,
          archiveName: body.file.name,
          check: ownArchiveCheck(c, db, bytes, school),
        },
        audit,
      ).finally(release);
      const madeAt = restored.manifest.created_at;
      return envelope(
        {
          made_at: madeAt,
          tables: restored.tables,
          files: restored.manifest.files.length,
          safety_backup: restored.safety,
        },
        apiMessage('done.schoolRestored', { madeAt }),
      );
    },
  }),
];
