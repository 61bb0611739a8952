/** Success envelopes: `{ error: false, message, data }`, lists add `meta`. */
import { renderApiText, type ApiMessage, type ApiText } from './messages';
import { readerLanguage } from './reader-language';

/**
 * `message` is keyed (apiMessage: the `api` catalogue's `done.*`) or a plain string; mount.ts
 * renders a keyed one in the reader's language before the answer is sent (inReaderLanguage).
 */
export type Envelope<T> = { error: false; message: ApiText; data: T };
/**
 * `total` counts at most TOTAL_CAP rows; `total_capped` says there are more ("10,000+").
 * A page asked for without its total (`total=omit`) says `has_more` instead.
 */
export type ListMeta = { page: number; per_page: number } & (
  { total: number; total_capped: boolean; has_more?: boolean } | { has_more: boolean }
);

export function envelope<T>(data: T, message: ApiText = 'OK'): Envelope<T> {
  return { error: false, message, data };
}

export function listEnvelope<T>(data: T[], meta: ListMeta, message: ApiText = 'OK') {
  return { error: false as const, message, data, meta };
}

const isKeyed = (message: unknown): message is ApiMessage =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as { key?: unknown }).key === 'string';

/**
 * A handler's answer as sent: a keyed success message becomes a plain string in the reader's
 * language (asked only then: an 'OK' costs no query). Anything else is returned as it is.
 */
export async function inReaderLanguage<T>(result: T): Promise<T> {
  if (typeof result !== 'object' || result === null || !('message' in result)) return result;
  const { message } = result as { message: unknown };
  if (!isKeyed(message)) return result;
  return { ...result, message: renderApiText(message, await readerLanguage()) };
}
