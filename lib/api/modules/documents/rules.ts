/** The rules of documents, pure (table-tested in rules.test.ts). */
import { addDays, type IsoDate } from '../../../calendar';

/** How far ahead a document's expiry is told to the school and shown as "expires soon". */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState = 'expired' | 'expiring' | null;

/** Expired once its day has passed; expiring from 30 days before it; else nothing to say. */
export function expiryState(expiresOn: IsoDate | null, today: IsoDate): ExpiryState {
  if (!expiresOn) return null;
  if (expiresOn < today) return 'expired';
  return expiresOn <= addDays(today, EXPIRY_WARNING_DAYS) ? 'expiring' : null;
}

/**
 * The name a download offers: the uploaded name without path or control characters or quotes,
 * with the stored file's extension (what the bytes are), never the uploader's claim.
 */
export function downloadName(uploaded: string, storedExtension: string): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{M}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'document'}${storedExtension}`;
}
