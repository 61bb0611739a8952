'use client';
/**
 * /expenses: the expense book filtered by date range, category and status, with the totals of
 * the filter, a chart by month and category, CSV export; recording, editing and cancelling
 * (each with its permission). Expenses posted by payroll are marked and have no actions: they
 * are reversed by cancelling the run's payment.
 */
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable } from '@/components/ui/data-table';
import { DateFilter } from '@/components/ui/date-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { useList } from '@/components/ui/use-list';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlFilter } from '@/components/ui/use-url-state';
import type { ExpenseRow } from '@/lib/api/modules/expenses/types';
import { CancelExpense } from './cancel-expense';
import { ExpenseChart } from './expense-chart';
import { ExpenseForm } from './expense-form';
import { useExpenseCategories, useExpenseChart } from './use-expense-data';

type Totals = { count: number; amount: number; cancelled_count: number; cancelled_amount: number };

export function ExpenseScreen() {
  const t = useTranslations('expenses');
  const format = useSchoolFormat();
  const { can } = usePermissions();
  const categories = useExpenseCategories();
  const [from, setFrom] = useUrlFilter('from');
  const [to, setTo] = useUrlFilter('to');
  const [category, setCategory] = useUrlFilter('category_id');
  const [status, setStatus] = useUrlFilter('status');
  const filters = { from, to, category_id: category, status };
  const list = useList<ExpenseRow>('/api/expenses', filters);
  const chart = useExpenseChart({ from, to, category_id: category });
  // The totals of the filter ride on the page's answer.
  const totals = (list.query.data as unknown as { totals?: Totals } | undefined)?.totals;
  const [editing, setEditing] = useState<ExpenseRow | 'new' | null>(null);

  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {t('list.title')}
        </h1>
        {can('expense-create') && (
          <Button className="ms-auto no-print" onClick={() => setEditing('new')}>
            {t('list.record')}
          </Button>
        )}
      </div>
      {chart.data && chart.data.categories.length > 0 && (
        <ExpenseChart chart={chart.data} money={format.money} />
      )}
      {totals && (
        <p data-testid="expense-totals">
          <strong>
            {t('list.totals', { count: totals.count, amount: format.money(totals.amount) })}
          </strong>
          {totals.cancelled_count > 0 &&
            ` · ${t('list.cancelledTotals', {
              count: totals.cancelled_count,
              amount: format.money(totals.cancelled_amount),
            })}`}
        </p>
      )}
      <DataTable<ExpenseRow>
        title={t('list.title')}
        list={list}
        emptyText={t('list.empty')}
        filters={
          <>
            <DateFilter id="filter-from" label={t('list.from')} value={from} onChange={setFrom} />
            <DateFilter id="filter-to" label={t('list.to')} value={to} onChange={setTo} />
            <FilterSelect
              id="filter-category"
              label={t('list.category')}
              all={t('list.allCategories')}
              value={category}
              onChange={setCategory}
              options={categories}
            />
            <FilterSelect
              id="filter-status"
              label={t('list.status')}
              all={t('list.activeAndCancelled')}
              value={status}
              onChange={setStatus}
              options={[
                { value: 'active', label: t('list.active') },
                { value: 'cancelled', label: t('list.cancelled') },
              ]}
            />
          </>
        }
        columns={[
          { header: t('list.date'), sort: 'date', cell: (r) => format.date(r.date) },
          { header: t('list.category'), sort: 'category', cell: (r) => r.category_name },
          {
            header: t('list.titleColumn'),
            sort: 'title',
            cell: (r) => (
              <>
                {r.title}
                {r.source === 'payroll' && (
                  <Badge bg="info" text="dark" className="ms-2">
                    {t('list.payroll')}
                  </Badge>
                )}
                {r.attachment && (
                  <a href={r.attachment} target="_blank" rel="noreferrer" className="ms-2 small">
                    {t('list.attachment')}
                  </a>
                )}
              </>
            ),
          },
          { header: t('list.reference'), cell: (r) => r.reference_no ?? '' },
          { header: t('list.amount'), sort: 'amount', cell: (r) => format.money(r.amount) },
          {
            header: t('list.status'),
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
        actions={(r) =>
          r.source === 'manual' && r.status === 'active' ? (
            <div className="d-inline-flex gap-1">
              {can('expense-edit') && (
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => setEditing(r)}
                  aria-label={t('list.editLabel', { title: r.title })}
                >
                  {t('list.edit')}
                </Button>
              )}
              {can('expense-delete') && <CancelExpense row={r} />}
            </div>
          ) : r.source === 'payroll' ? (
            <span className="small text-body-secondary">{t('list.payrollNote')}</span>
          ) : null
        }
      />
      {editing && (
        <ExpenseForm
          key={editing === 'new' ? 'new' : editing.id}
          row={editing === 'new' ? undefined : editing}
          categories={categories}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  );
}
