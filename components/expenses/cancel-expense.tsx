'use client';
/** Cancelling an expense with a reason: it stays in the book, marked, out of every total. */
import { useTranslations } from 'use-intl';
import { CancelWithReason } from '@/components/ui/cancel-with-reason';
import type { ExpenseRow } from '@/lib/api/modules/expenses/types';

export function CancelExpense({ row }: { row: ExpenseRow }) {
  const t = useTranslations('expenses');
  return (
    <CancelWithReason
      url={`/api/expenses/${row.id}/cancel`}
      id={`expense-${row.id}`}
      ariaLabel={t('cancel.label', { title: row.title })}
      title={t('cancel.title', { title: row.title })}
      explanation={t('cancel.explanation')}
      confirmLabel={t('cancel.confirm')}
    />
  );
}
