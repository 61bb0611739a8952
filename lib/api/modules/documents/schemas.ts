/**
 * Request schemas of documents, shared by the API and the forms (no server imports): a
 * document type, and an uploaded document (multipart `file`, `document_type_id`, `expires_on`).
 * The file's kind is checked by its bytes on the server (lib/storage/file-type.ts), never here.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { DOCUMENT_OWNERS } from '../../../db/schema/documents-values';
import { INT4_MAX } from '../../../validation/integers';

/** A document may be at most 5 MB as uploaded (an image is made smaller once stored). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** What the upload's file input offers; the server decides by the bytes. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';

const ref = (apiKey: string) => ({ apiKey });

/** A form's checkbox ("on", "true", "1") or a JSON boolean. */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['on', 'true', '1'].includes(v) : v),
  z.boolean({ error: 'Answer yes or no.' }),
);

export const documentTypeSchema = z.object({
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, 'The name is required.')
    .max(100, 'The name may be at most 100 characters long.'),
  applies_to: z.enum(DOCUMENT_OWNERS, { error: 'Documents are for students or for staff.' }),
  required: flag.default(false),
  has_expiry: flag.default(false),
});
export type DocumentTypeBody = z.output<typeof documentTypeSchema>;

export const documentUploadSchema = z.object({
  file: z
    .instanceof(File, { error: 'Choose a file to upload.' })
    .refine((f) => f.size > 0, {
      message: 'The file is empty.',
      params: ref('documents.fileEmpty'),
    })
    .refine((f) => f.size <= MAX_DOCUMENT_BYTES, {
      message: 'The file may be at most 5 MB.',
      params: ref('documents.fileTooLarge'),
    }),
  document_type_id: z.coerce
    .number({ error: 'Choose the type of document.' })
    .int('Choose the type of document.')
    .positive('Choose the type of document.')
    .max(INT4_MAX, 'The type of document does not exist.'),
  expires_on: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    dateField('expiry date').optional(),
  ),
});
export type DocumentUploadBody = z.output<typeof documentUploadSchema>;
