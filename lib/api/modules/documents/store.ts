/**
 * An uploaded document as it is stored: a PDF or an image by its leading bytes (never the
 * name or the browser's claim; anything else is a 422 naming `file`), at most 5 MB, an image
 * made smaller (lib/storage/image-resize.ts), written as a private file of kind `document`.
 * A custom field's file goes through the same checks under its own kind and form field name.
 */
import { sniffAttachment } from '../../../storage/file-type';
import { storePrivateFile, type PrivateFileKind } from '../../../storage/files';
import { resizedImage } from '../../../storage/image-resize';
import { validationFailed } from '../../http/errors';
import { apiMessage, type ApiMessage } from '../../http/messages';
import { MAX_DOCUMENT_BYTES } from './schemas';

/** Images are kept at most this many pixels on their longer side: a scan stays readable. */
const DOCUMENT_IMAGE_MAX_SIDE = 2000;

export type StoredDocument = { url: string; contentType: string; sizeBytes: number };

export async function storeDocumentFile(
  storageDir: string,
  schoolId: number,
  file: File,
  /** The private kind stored, and the field a refusal names. */
  as: { kind: PrivateFileKind; field: string } = { kind: 'document', field: 'file' },
): Promise<StoredDocument> {
  const refuse = (message: ApiMessage) => validationFailed({ [as.field]: message });
  if (file.size === 0) throw refuse(apiMessage('documents.fileEmpty'));
  if (file.size > MAX_DOCUMENT_BYTES) throw refuse(apiMessage('documents.fileTooLarge'));
  const sent = new Uint8Array(await file.arrayBuffer());
  const kind = sniffAttachment(sent);
  if (!kind) throw refuse(apiMessage('documents.fileType'));
  const bytes =
    kind.type === 'application/pdf'
      ? sent
      : await resizedImage(
          sent,
          { type: kind.type, extension: kind.extension },
          DOCUMENT_IMAGE_MAX_SIDE,
        );
  if (!bytes) throw refuse(apiMessage('documents.fileType'));
  const stored = await storePrivateFile(storageDir, schoolId, as.kind, kind.extension, bytes);
  return { url: stored.url, contentType: kind.type, sizeBytes: bytes.byteLength };
}
