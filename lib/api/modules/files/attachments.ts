/**
 * Storing an uploaded attachment as a private file: read, checked by its leading bytes (a PDF
 * or an image, never what the name claims), written under the school's private folder. A
 * refusal names the form field. The record that keeps the returned URL gives the access rule.
 */
import { storePrivateFile, type PrivateFileKind } from '../../../storage/files';
import { validationFailed } from '../../http/errors';
import { sniffAttachment } from '../../../storage/file-type';
import { apiMessage } from '../../http/messages';

export async function storeAttachment(
  storageDir: string,
  schoolId: number,
  kind: PrivateFileKind,
  file: File,
  field = 'attachment',
): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffAttachment(bytes);
  if (!type) throw validationFailed({ [field]: apiMessage('files.attachmentType') });
  return (await storePrivateFile(storageDir, schoolId, kind, type.extension, bytes)).url;
}
