'use client';
/**
 * Fees payment history: every payment and cancellation, filtered by date range, method,
 * class-section, status (and search), with the totals of the whole filter, CSV export, the
 * receipt again, and cancellation for holders of fees-delete.
 */
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { DateFilter } from '@/components/ui/date-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { PAYMENT_METHODS } from '@/lib/db/schema/fees-values';
import type { PaymentHistoryRow } from '@/lib/api/modules/fees/types';
import { CancelPayment, CreditNoteLinks, ReceiptLinks } from './receipt-actions';
import { RefundPayment } from './refund-payment';
import { useFeeOptions } from './shared';

type Totals = { count: number; received: number; cancelled: number; collected: number };

export function PaymentHistory() {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const [from, setFrom] = useUrlFilter('from');
  const [to, setTo] = useUrlFilter('to');
  const [method, setMethod] = useUrlFilter('method');
  const [section, setSection] = useUrlFilter('class_section_id');
  const [status, setStatus] = useUrlFilter('status');
  const filters = { from, to, method, class_section_id: section, status };
  const list = useList<PaymentHistoryRow>('/api/fee-payments', filters);
  // The totals of the filter ride on the page's answer; read them from the same cached query.
  const page = list.query.data as unknown as { totals?: Totals } | undefined;
  const totals = page?.totals;
  return (
    <>
      <h1 className="h3 mb-3">{t('history.title')}</h1>
      {totals && (
        <p data-testid="history-totals">
          {t('history.totals', {
            count: totals.count,
            received: format.money(totals.received),
            cancelled: format.money(totals.cancelled),
          })}{' '}
          <strong>{t('history.collected', { amount: format.money(totals.collected) })}</strong>
        </p>
      )}
      <DataTable<PaymentHistoryRow>
        title={t('history.payments')}
        list={list}
        emptyText={t('history.empty')}
        filters={
          <>
            <DateFilter
              id="filter-from"
              label={t('history.from')}
              value={from}
              onChange={setFrom}
            />
            <DateFilter id="filter-to" label={t('history.to')} value={to} onChange={setTo} />
            <FilterSelect
              id="filter-method"
              label={t('history.method')}
              all={t('history.anyMethod')}
              value={method}
              onChange={setMethod}
              options={PAYMENT_METHODS.map((m) => ({
                value: m,
                label: t('methodShown', { method: m }),
              }))}
            />
            <FilterSelect
              id="filter-section"
              label={t('history.classSection')}
              all={t('history.all')}
              value={section}
              onChange={setSection}
              options={useFeeOptions('class_section')}
            />
            <FilterSelect
              id="filter-status"
              label={t('history.status')}
              all={t('history.paidAndCancelled')}
              value={status}
              onChange={setStatus}
              options={[
                { value: 'paid', label: t('history.paid') },
                { value: 'cancelled', label: t('history.cancelled') },
              ]}
            />
          </>
        }
        columns={[
          { header: t('history.receipt'), sort: 'receipt_no', cell: (r) => r.receipt_no },
          { header: t('history.date'), sort: 'paid_on', cell: (r) => format.date(r.paid_on) },
          {
            header: t('history.student'),
            sort: 'student_name',
            cell: (r) => `${r.student_name ?? ''} (${r.admission_no ?? ''})`,
          },
          { header: t('history.class'), cell: (r) => r.class_section_name ?? '' },
          { header: t('history.amount'), sort: 'amount', cell: (r) => format.money(r.amount) },
          {
            header: t('history.method'),
            cell: (r) =>
              `${t('methodShown', { method: r.method })}${r.reference || r.cheque_no ? ` · ${r.reference ?? r.cheque_no}` : ''}`,
          },
          { header: t('history.collectedBy'), cell: (r) => r.collected_by ?? '' },
          {
            header: t('history.status'),
            cell: (r) => (
              <>
                <StatusBadge status={r.status} />
                {r.cancel_reason && (
                  <span className="small text-body-secondary"> {r.cancel_reason}</span>
                )}
                {r.refunded > 0 && (
                  <span className="small d-block" data-testid="refunded">
                    {t('refund.refunded', { amount: format.money(r.refunded) })}
                  </span>
                )}
              </>
            ),
          },
        ]}
        actions={(r) => (
          <>
            <ReceiptLinks paymentId={r.id} receiptNo={r.receipt_no} />
            <CreditNoteLinks refundIds={r.refund_ids} />
            {r.status === 'paid' && r.refunded < r.amount && can('fees-edit') && (
              <RefundPayment
                paymentId={r.id}
                receiptNo={r.receipt_no}
                refundable={r.amount - r.refunded}
              />
            )}
            {r.status === 'paid' && r.refunded === 0 && can('fees-delete') && (
              <CancelPayment paymentId={r.id} receiptNo={r.receipt_no} />
            )}
          </>
        )}
      />
    </>
  );
}
