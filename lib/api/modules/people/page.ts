/** The list envelope of a page whose rows carry the filtered total (see totalColumn). */
import { listEnvelope } from '../../http/envelope';

export function withoutTotal<R extends { total: number }>(row: R): Omit<R, 'total'> {
  const copy: Partial<R> = { ...row };
  delete copy.total;
  return copy as Omit<R, 'total'>;
}

export function pageEnvelope<R extends { total: number }>(
  rows: R[],
  query: { page: number; per_page: number },
) {
  return listEnvelope(rows.map(withoutTotal), {
    page: query.page,
    per_page: query.per_page,
    total: rows[0]?.total ?? 0,
  });
}
