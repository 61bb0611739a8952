/**
 * An uploaded document as it is stored: a PDF or an image by its leading bytes (never the
 * name or the browser's claim; anything else is a 422 naming `file`), an image made smaller
 * (lib/storage/image-resize.ts), written as a private file of kind `document`.
 */
import { sniffAttachment } from '../../../storage/file-type';
import { storePrivateFile } from '../../../storage/files';
import { resizedImage } from '../../../storage/image-resize';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';

/** Images are kept at most this many pixels on their longer side: a scan stays readable. */
const DOCUMENT_IMAGE_MAX_SIDE = 2000;

export type StoredDocument = { url: string; contentType: string; sizeBytes: number };

export async function storeDocumentFile(
  storageDir: string,
  schoolId: number,
  file: File,
): Promise<StoredDocument> {
  const sent = new Uint8Array(await file.arrayBuffer());
  const kind = sniffAttachment(sent);
  if (!kind) throw validationFailed({ file: apiMessage('documents.fileType') });
  const bytes =
    kind.type === 'application/pdf'
      ? sent
      : await resizedImage(
          sent,
          { type: kind.type, extension: kind.extension },
          DOCUMENT_IMAGE_MAX_SIDE,
        );
  if (!bytes) throw validationFailed({ file: apiMessage('documents.fileType') });
  const stored = await storePrivateFile(storageDir, schoolId, 'document', kind.extension, bytes);
  return { url: stored.url, contentType: kind.type, sizeBytes: bytes.byteLength };
}
