/** Success envelopes: `{ error: false, message, data }`, lists add `meta`. */
export type Envelope<T> = { error: false; message: string; data: T };
/**
 * `total` counts at most TOTAL_CAP rows; `total_capped` says there are more ("10,000+").
 * A page asked for without its total (`total=omit`) says `has_more` instead.
 */
export type ListMeta = { page: number; per_page: number } & (
  | { total: number; total_capped: boolean; has_more?: boolean }
  | { has_more: boolean }
);

export function envelope<T>(data: T, message = 'OK'): Envelope<T> {
  return { error: false, message, data };
}

export function listEnvelope<T>(data: T[], meta: ListMeta, message = 'OK') {
  return { error: false as const, message, data, meta };
}
