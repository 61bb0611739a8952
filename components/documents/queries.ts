/** What the documents screens read from the API, and their cache keys. */
import { apiFetch } from '@/lib/client/api-fetch';
import type { DocumentOwner } from '@/lib/db/schema/documents-values';
import { dataOf, type PrefetchQuery } from '@/lib/session/prefetch-query';

export type DocumentItem = {
  id: number;
  document_type_id: number;
  document_type: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  expires_on: string | null;
  expiry: 'expired' | 'expiring' | null;
  uploaded_at: string;
  download_url: string;
};

export type DocumentTypeItem = {
  id: number;
  name: string;
  applies_to: DocumentOwner;
  required: boolean;
  has_expiry: boolean;
};

const collection = (owner: DocumentOwner) => (owner === 'student' ? 'students' : 'staff');

export const documentsKey = (owner: DocumentOwner, ownerId: number) =>
  ['documents', owner, ownerId] as const;

export const ownerDocumentsPath = (owner: DocumentOwner, ownerId: number) =>
  `/api/${collection(owner)}/${ownerId}/documents`;

export async function fetchDocuments(owner: DocumentOwner, ownerId: number) {
  return (await apiFetch<{ data: DocumentItem[] }>(ownerDocumentsPath(owner, ownerId))).data;
}

export const documentTypesKey = (owner: DocumentOwner) => ['document-types', owner] as const;

/** The school's kept types for this kind of owner (a school has a handful). */
export const documentTypesQuery = (owner: DocumentOwner): PrefetchQuery<DocumentTypeItem[]> => ({
  queryKey: documentTypesKey(owner),
  path: `/api/document-types?applies_to=${owner}&per_page=100&sort=name`,
  pick: dataOf,
});

export async function fetchDocumentTypes(owner: DocumentOwner) {
  const { path, pick } = documentTypesQuery(owner);
  return pick(await apiFetch<{ data: unknown }>(path));
}
