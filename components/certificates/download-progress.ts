/**
 * Reading a streamed PDF while counting its pages (pure but for fetch): each page object the
 * writer flushes carries `/Type /Page` (the page tree's own is `/Type /Pages`), and the
 * answer's `X-Page-Count` gives the total up front, so a bar can show pages done of pages due.
 * The chunk boundaries may cut a marker in two: the tail of each chunk is read again with the
 * next.
 */
import { errorMessage } from '@/lib/client/api-fetch';

const PAGE = /\/Type \/Page(?!s)/g;
const TAIL = 16;

/** Counts page markers across chunks. */
export function pageCounter() {
  let carry = '';
  let pages = 0;
  const decoder = new TextDecoder('latin1');
  return (chunk: Uint8Array): number => {
    const text = carry + decoder.decode(chunk, { stream: true });
    // Markers wholly inside what was carried were counted with the chunk before.
    const counted = (carry.match(PAGE) ?? []).length;
    pages += (text.match(PAGE) ?? []).length - counted;
    carry = text.slice(-TAIL);
    return pages;
  };
}

/** Fetches a PDF, reporting (pages done, pages due) as it arrives; resolves to its bytes. */
export async function fetchPdfWithProgress(
  url: string,
  onProgress: (done: number, total: number) => void,
): Promise<Blob> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok || !response.body) throw new Error(await refusalOf(response));
  const total = Number(response.headers.get('x-page-count') ?? 0);
  const count = pageCounter();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onProgress(Math.min(count(value), total), total);
  }
  onProgress(total, total);
  return new Blob(parts as BlobPart[], { type: 'application/pdf' });
}

/** Why the API refused (its field's sentence first, e.g. a class section with nobody to print). */
async function refusalOf(response: Response): Promise<string> {
  const data: unknown = await response.json().catch(() => null);
  const errors = (data as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const first = Object.values(errors).find((e): e is string => typeof e === 'string');
  return first ?? errorMessage(response.status, response.statusText, data);
}
