/** Upload bodies for documents' tests: a small PDF, a real image, and the form around them. */
import sharp from 'sharp';
import type { TestApi } from '../../../test-support/harness';
import { post, type As } from '../../../test-support/fixtures';
import { unique } from '../../../test-support/harness';

/** The leading bytes are all the server's PDF check reads; the rest is a readable page's worth. */
export const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n',
);

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

export function documentForm(
  bytes: Uint8Array,
  documentTypeId: number,
  options: { name?: string; type?: string; expiresOn?: string } = {},
) {
  const form = new FormData();
  form.set(
    'file',
    new File([new Uint8Array(bytes)], options.name ?? 'scan.pdf', {
      type: options.type ?? 'application/pdf',
    }),
  );
  form.set('document_type_id', String(documentTypeId));
  if (options.expiresOn) form.set('expires_on', options.expiresOn);
  return form;
}

export const documentTypeBody = (appliesTo: 'student' | 'staff' = 'student') => ({
  name: unique('Birth certificate'),
  applies_to: appliesTo,
  required: false,
  has_expiry: false,
});

export const documentType = (t: TestApi, as: As, appliesTo: 'student' | 'staff' = 'student') =>
  post(t, as, '/document-types', documentTypeBody(appliesTo));

/** Uploads a PDF for a student (or staff member) and answers the document's id. */
export async function uploadDocument(
  t: TestApi,
  as: As,
  owner: 'students' | 'staff',
  ownerId: number,
  form?: FormData,
): Promise<number> {
  const body =
    form ??
    documentForm(PDF, await documentType(t, as, owner === 'students' ? 'student' : 'staff'));
  const res = await t.call('POST', `/api/${owner}/${ownerId}/documents`, { ...as, body });
  if (res.status !== 200)
    throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
