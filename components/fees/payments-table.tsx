'use client';
/**
 * A student's payments: receipt, date, amount, method, status (with a cancellation's reason and
 * what was refunded), the receipt and credit notes again, and whatever `actions` the screen adds
 * (collect fee: cancel). Shared by the collect screen and the student profile's fees tab.
 */
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StudentFees } from '@/lib/api/modules/fees/types';
import { CreditNoteLinks, ReceiptLinks } from './receipt-actions';

type Payment = StudentFees['payments'][number];

export function PaymentsTable({
  payments,
  actions,
}: {
  payments: Payment[];
  actions?: (payment: Payment) => ReactNode;
}) {
  const t = useTranslations('fees');
  const tc = useTranslations('common');
  const format = useSchoolFormat();
  return (
    <Table responsive size="sm" className="mb-0 data-table-stack">
      <thead>
        <tr>
          <th>{t('collect.receipt')}</th>
          <th>{t('collect.date')}</th>
          <th className="text-end">{t('collect.amount')}</th>
          <th>{t('collect.method')}</th>
          <th>{t('collect.status')}</th>
          <th>
            <span className="visually-hidden">{tc('table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.id}>
            <td data-label={t('collect.receipt')}>{p.receipt_no}</td>
            <td data-label={t('collect.date')}>{format.date(p.paid_on)}</td>
            <td data-label={t('collect.amount')} className="text-end">
              {format.money(p.amount)}
            </td>
            <td data-label={t('collect.method')}>{t('methodShown', { method: p.method })}</td>
            <td data-label={t('collect.status')}>
              <StatusBadge status={p.status} />
              {p.cancel_reason && (
                <span className="small text-body-secondary"> {p.cancel_reason}</span>
              )}
              {p.refunded > 0 && (
                <span className="small d-block">
                  {t('refund.refunded', { amount: format.money(p.refunded) })}
                </span>
              )}
            </td>
            <td className="text-end data-table-actions">
              <ReceiptLinks paymentId={p.id} receiptNo={p.receipt_no} />
              <CreditNoteLinks refundIds={p.refunds.map((r) => r.id)} />
              {actions?.(p)}
            </td>
          </tr>
        ))}
        {!payments.length && (
          <tr>
            <td colSpan={6} className="text-body-secondary">
              {t('collect.noPayments')}
            </td>
          </tr>
        )}
      </tbody>
    </Table>
  );
}
