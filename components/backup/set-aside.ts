/**
 * The restore screen's words for what a restore sets aside (POST /api/backups/restore/preview):
 * the figures people recognise first, then the rest, each only when there is any.
 */
import type { Translate } from '@/lib/i18n/translate';

export type SetAsideFigures = {
  payments: number;
  payment_cancellations: number;
  attendance: number;
  expenses: number;
  stock_movements: number;
  other: number;
};

/**
 * "3 fee payments (with their receipts), 40 attendance marks and 2 other records", or null;
 * `t` translates in the backup namespace.
 */
export function setAsideText(f: SetAsideFigures, t: Translate): string | null {
  const parts = [
    f.payments && t('setAside.payments', { count: f.payments }),
    f.payment_cancellations && t('setAside.cancellations', { count: f.payment_cancellations }),
    f.attendance && t('setAside.attendance', { count: f.attendance }),
    f.expenses && t('setAside.expenses', { count: f.expenses }),
    f.stock_movements && t('setAside.stock', { count: f.stock_movements }),
    f.other && t('setAside.other', { count: f.other }),
  ].filter((p): p is string => Boolean(p));
  if (!parts.length) return null;
  const last = parts.pop() as string;
  return parts.length
    ? t('setAside.last', { rest: parts.join(t('setAside.separator')), last })
    : last;
}
