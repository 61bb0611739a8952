/**
 * A student's and a staff member's documents (issue 29 item 3): listed to those who may see
 * them (access.ts), uploaded as multipart `file` + `document_type_id` + `expires_on` by holders
 * of `documents-create`, downloaded through /api/documents/{id}/download, removed (kept, with
 * who removed it and when) by holders of `documents-delete`. Every write is audited under
 * `documents` with the owner's id in the row, so the profile's timeline shows it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { todayIn } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { documents } from '../../../db/schema/documents';
import type { DocumentOwner } from '../../../db/schema/documents-values';
import { PRIVATE_CACHE, readPrivateFile } from '../../../storage/files';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute, type RouteDefinition } from '../../http/route';
import { mayReadOwnerDocuments, mustHaveOwner, readableOwner } from './access';
import { documentTypeById } from './document-types';
import { documentById, documentsOf } from './queries';
import { downloadName } from './rules';
import { documentUploadSchema, type DocumentUploadBody } from './schemas';
import { storeDocumentFile } from './store';

const TAG = 'documents';
const ENTITY = 'documents';

const today = (caller: SchoolUser) => todayIn(caller.format.timeZone);

/** The type must be one of the school's kept types for this kind of owner, with its expiry rule. */
async function checkedType(
  tx: Executor,
  schoolId: number,
  owner: DocumentOwner,
  body: DocumentUploadBody,
) {
  const type = await documentTypeById(tx, schoolId, body.document_type_id);
  if (!type || type.applies_to !== owner)
    throw validationFailed({ document_type_id: apiMessage('documents.typeOfOwner') });
  if (type.has_expiry && !body.expires_on)
    throw validationFailed({ expires_on: apiMessage('documents.expiryRequired') });
  return type;
}

const ownerColumns = (owner: DocumentOwner, ownerId: number) =>
  owner === 'student'
    ? { owner, studentId: ownerId, staffUserId: null }
    : { owner, studentId: null, staffUserId: ownerId };

/** GET and POST /{students|staff}/:id/documents for one kind of owner. */
function ownerRoutes(owner: DocumentOwner, collection: string, label: string): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: `/${collection}/:id/documents`,
      tag: TAG,
      summary: `A ${label}'s documents (type, expiry, download link), to those who may see them`,
      access: access.authenticated,
      handler: async ({ db, caller, params }) => {
        const id = parseId(params.id, label);
        await readableOwner(db, caller, owner, id);
        return envelope(await documentsOf(db, caller.school.id, owner, id, today(caller)));
      },
    }),
    defineRoute({
      method: 'POST',
      path: `/${collection}/:id/documents`,
      tag: TAG,
      summary: `Upload a ${label}'s document (multipart \`file\`: PDF, PNG, JPEG or WebP, ≤ 5 MB; \`document_type_id\`, \`expires_on\`)`,
      access: access.permission('documents-create'),
      body: documentUploadSchema,
      audit: { entity: ENTITY, actions: ['upload'] },
      handler: async ({ c, db, caller, params, body, audit }) => {
        const schoolId = caller.school.id;
        const id = parseId(params.id, label);
        await mustHaveOwner(db, schoolId, owner, id);
        const type = await checkedType(db, schoolId, owner, body);
        const stored = await storeDocumentFile(
          c.get('deps').config.storageDir,
          schoolId,
          body.file,
        );
        const documentId = await db.transaction(async (tx) => {
          const row = oneRow(
            await tx
              .insert(documents)
              .values({
                schoolId,
                documentTypeId: type.id,
                ...ownerColumns(owner, id),
                file: stored.url,
                fileName: body.file.name.slice(0, 200) || 'document',
                contentType: stored.contentType,
                sizeBytes: stored.sizeBytes,
                expiresOn: type.has_expiry ? (body.expires_on ?? null) : null,
                uploadedByUserId: caller.userId,
              })
              .returning({ id: documents.id }),
            'inserting one row into documents',
          );
          const after = await documentById(tx, schoolId, row.id, today(caller));
          await audit(tx, {
            action: 'upload',
            entity: ENTITY,
            entityId: row.id,
            after,
            omit: ['file'],
          });
          return row.id;
        });
        const [saved] = (await documentsOf(db, schoolId, owner, id, today(caller))).filter(
          (d) => d.id === documentId,
        );
        return envelope(saved, apiMessage('done.documentUploaded'));
      },
    }),
  ];
}

/** Plain images may show in the browser; anything else (a PDF) only ever downloads. */
const dispositionOf = (contentType: string, name: string) => {
  const kind = contentType.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = name.replace(/[^A-Za-z0-9 ._-]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

export const documentRoutes: RouteDefinition[] = [
  ...ownerRoutes('student', 'students', 'student'),
  ...ownerRoutes('staff', 'staff', 'staff member'),
  defineRoute({
    method: 'GET',
    path: '/documents/:id/download',
    tag: TAG,
    summary:
      'Download a document, if the caller may see its owner (attachment, never active content inline)',
    access: access.authenticated,
    handler: async ({ c, db, caller, params }) => {
      const schoolId = caller.school.id;
      const doc = await documentById(db, schoolId, parseId(params.id, 'file'), today(caller));
      const ownerId = doc && (doc.student_id ?? doc.staff_user_id);
      if (!doc || !ownerId || !(await mayReadOwnerDocuments(db, caller, doc.owner, ownerId)))
        throw notFound('file');
      const file = await readPrivateFile(
        c.get('deps').config.storageDir,
        schoolId,
        doc.file.slice('/api/files/'.length),
      );
      if (!file) throw notFound('file');
      const name = downloadName(doc.file_name, doc.file.slice(doc.file.lastIndexOf('.')));
      return new Response(new Uint8Array(file.bytes), {
        headers: {
          'Content-Type': file.type,
          'Content-Disposition': dispositionOf(file.type, name),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': PRIVATE_CACHE,
        },
      });
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/documents/:id',
    tag: TAG,
    summary: 'Remove a document: it leaves the lists and downloads, its row is kept for the record',
    access: access.permission('documents-delete'),
    audit: { entity: ENTITY, actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'file');
      await db.transaction(async (tx) => {
        const before = await documentById(tx, schoolId, id, today(caller));
        if (!before) throw notFound('file');
        await tx
          .update(documents)
          .set({ removedAt: sql`now()`, removedByUserId: caller.userId, updatedAt: sql`now()` })
          .where(
            and(
              eq(documents.schoolId, schoolId),
              eq(documents.id, id),
              isNull(documents.removedAt),
            ),
          );
        await audit(tx, { action: 'delete', entity: ENTITY, entityId: id, before, omit: ['file'] });
      });
      return envelope({ id }, apiMessage('done.documentRemoved'));
    },
  }),
];
