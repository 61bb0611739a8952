/** Reading documents: one owner's list, one document, each with its type and expiry state. */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { IsoDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { documentTypes, documents } from '../../../db/schema/documents';
import type { DocumentOwner } from '../../../db/schema/documents-values';
import { expiryState, type ExpiryState } from './rules';

export type DocumentRow = {
  id: number;
  document_type_id: number;
  document_type: string;
  owner: DocumentOwner;
  student_id: number | null;
  staff_user_id: number | null;
  file_name: string;
  content_type: string;
  size_bytes: number;
  expires_on: string | null;
  expiry: ExpiryState;
  uploaded_at: Date;
  download_url: string;
};

const columns = {
  id: documents.id,
  document_type_id: documents.documentTypeId,
  document_type: documentTypes.name,
  owner: documents.owner,
  student_id: documents.studentId,
  staff_user_id: documents.staffUserId,
  file_name: documents.fileName,
  content_type: documents.contentType,
  size_bytes: documents.sizeBytes,
  expires_on: documents.expiresOn,
  uploaded_at: documents.createdAt,
  file: documents.file,
};

type Stored = Omit<DocumentRow, 'expiry' | 'download_url'> & { file: string };

/** As answered: with its expiry state and where to download it; the stored name stays inside. */
const shown =
  (today: IsoDate) =>
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the stored name is never answered
  ({ file: _file, ...r }: Stored): DocumentRow => ({
    ...r,
    expiry: expiryState(r.expires_on, today),
    download_url: `/api/documents/${r.id}/download`,
  });

const select = (db: Executor) =>
  db
    .select(columns)
    .from(documents)
    .innerJoin(
      documentTypes,
      and(
        eq(documentTypes.schoolId, documents.schoolId),
        eq(documentTypes.id, documents.documentTypeId),
      ),
    );

/** An owner's documents still kept, by type then newest first. */
export async function documentsOf(
  db: Executor,
  schoolId: number,
  owner: DocumentOwner,
  ownerId: number,
  today: IsoDate,
): Promise<DocumentRow[]> {
  const rows = await select(db)
    .where(
      and(
        eq(documents.schoolId, schoolId),
        owner === 'student' ? eq(documents.studentId, ownerId) : eq(documents.staffUserId, ownerId),
        isNull(documents.removedAt),
      ),
    )
    .orderBy(asc(documentTypes.name), desc(documents.createdAt), desc(documents.id));
  return rows.map(shown(today));
}

/** One kept document of the school with its stored file's URL. */
export async function documentById(db: Executor, schoolId: number, id: number, today: IsoDate) {
  const [row] = await select(db)
    .where(and(eq(documents.schoolId, schoolId), eq(documents.id, id), isNull(documents.removedAt)))
    .limit(1);
  return row && { ...shown(today)(row), file: row.file };
}
