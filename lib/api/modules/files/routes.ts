/**
 * GET /api/files/{file}: a school's private files (photos, attachments), by the convention of
 * lib/storage/files.ts. The caller must be signed in to the school the file belongs to (files
 * are kept per school, so another school's name finds nothing) and pass the access rule of
 * the file's kind, which asks whether the record holding the file is one the caller may see.
 * Every refusal after sign-in is a 404, so a name reveals nothing. A module that adds a kind
 * of attachment adds its rule to ACCESS_RULES.
 */
import type { Executor } from '../../../db/client';
import {
  PRIVATE_CACHE,
  kindOfFile,
  privatePath,
  readPrivateFile,
  type PrivateFileKind,
} from '../../../storage/files';
import type { SchoolUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { mayDownloadBackup } from '../backup';
import { mayViewUserPhoto } from '../identity';
import { mayViewStudentPhoto } from '../people';
import { mayViewLeaveAttachment } from '../leave';
import { mayViewAnnouncementAttachment } from '../announcements';
import { mayViewExpenseAttachment } from '../expenses';

export type FileAccessRule = (db: Executor, caller: SchoolUser, url: string) => Promise<boolean>;

/** One rule per private kind: the type makes a kind without a rule fail to compile. */
export const ACCESS_RULES: Record<PrivateFileKind, FileAccessRule> = {
  photo: mayViewUserPhoto,
  student: mayViewStudentPhoto,
  backup: mayDownloadBackup,
  leave: mayViewLeaveAttachment,
  announcement: mayViewAnnouncementAttachment,
  expense: mayViewExpenseAttachment,
};

export const fileRoutes = [
  defineRoute({
    method: 'GET',
    path: '/files/:file',
    tag: 'files',
    summary:
      "A private file (photo, attachment) of the caller's school, if the caller may see the record holding it",
    access: access.authenticated,
    handler: async ({ c, db, caller, params }) => {
      const { file: name = '' } = params;
      const kind = kindOfFile(name);
      const rule = kind && (ACCESS_RULES as Partial<Record<string, FileAccessRule>>)[kind];
      if (!rule || !(await rule(db, caller, privatePath(name)))) throw notFound('The file');
      const file = await readPrivateFile(c.get('deps').config.storageDir, caller.school.id, name);
      if (!file) throw notFound('The file');
      return new Response(new Uint8Array(file.bytes), {
        headers: { 'Content-Type': file.type, 'Cache-Control': PRIVATE_CACHE },
      });
    },
  }),
];
