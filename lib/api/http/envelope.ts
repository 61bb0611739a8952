/** Success envelopes: `{ error: false, message, data }`, lists add `meta`. */
export type Envelope<T> = { error: false; message: string; data: T };
export type ListMeta = { page: number; per_page: number; total: number };

export function envelope<T>(data: T, message = 'OK'): Envelope<T> {
  return { error: false, message, data };
}

export function listEnvelope<T>(data: T[], meta: ListMeta, message = 'OK') {
  return { error: false as const, message, data, meta };
}
