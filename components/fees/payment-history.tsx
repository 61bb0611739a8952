'use client';
/**
 * Fees payment history: every payment and cancellation, filtered by date range, method,
 * class-section, status (and search), with the totals of the whole filter, CSV export, the
 * receipt again, and cancellation for holders of fees-delete.
 */
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
import { CancelPayment, ReceiptLinks } from './receipt-actions';
import { useFeeOptions } from './shared';

type Totals = { count: number; received: number; cancelled: number; collected: number };

export function PaymentHistory() {
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
      <h1 className="h3 mb-3">Fees payment history</h1>
      {totals && (
        <p data-testid="history-totals">
          {totals.count} payments · received {format.money(totals.received)} · cancelled{' '}
          {format.money(totals.cancelled)} ·{' '}
          <strong>collected {format.money(totals.collected)}</strong>
        </p>
      )}
      <DataTable<PaymentHistoryRow>
        title="Payments"
        list={list}
        emptyText="No payment has been collected yet."
        filters={
          <>
            <DateFilter id="filter-from" label="From" value={from} onChange={setFrom} />
            <DateFilter id="filter-to" label="To" value={to} onChange={setTo} />
            <FilterSelect
              id="filter-method"
              label="Method"
              all="Any method"
              value={method}
              onChange={setMethod}
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: m.replace('_', ' ') }))}
            />
            <FilterSelect
              id="filter-section"
              label="Class-section"
              all="All"
              value={section}
              onChange={setSection}
              options={useFeeOptions('class_section')}
            />
            <FilterSelect
              id="filter-status"
              label="Status"
              all="Paid and cancelled"
              value={status}
              onChange={setStatus}
              options={[
                { value: 'paid', label: 'Paid' },
                { value: 'cancelled', label: 'Cancelled' },
              ]}
            />
          </>
        }
        columns={[
          { header: 'Receipt', sort: 'receipt_no', cell: (r) => r.receipt_no },
          { header: 'Date', sort: 'paid_on', cell: (r) => format.date(r.paid_on) },
          {
            header: 'Student',
            sort: 'student_name',
            cell: (r) => `${r.student_name ?? ''} (${r.admission_no ?? ''})`,
          },
          { header: 'Class', cell: (r) => r.class_section_name ?? '' },
          { header: 'Amount', sort: 'amount', cell: (r) => format.money(r.amount) },
          {
            header: 'Method',
            cell: (r) =>
              `${r.method.replace('_', ' ')}${r.reference || r.cheque_no ? ` · ${r.reference ?? r.cheque_no}` : ''}`,
          },
          { header: 'Collected by', cell: (r) => r.collected_by ?? '' },
          {
            header: 'Status',
            cell: (r) => (
              <>
                <StatusBadge status={r.status} />
                {r.cancel_reason && (
                  <span className="small text-body-secondary"> {r.cancel_reason}</span>
                )}
              </>
            ),
          },
        ]}
        actions={(r) => (
          <>
            <ReceiptLinks paymentId={r.id} receiptNo={r.receipt_no} />
            {r.status === 'paid' && can('fees-delete') && (
              <CancelPayment paymentId={r.id} receiptNo={r.receipt_no} />
            )}
          </>
        )}
      />
    </>
  );
}
