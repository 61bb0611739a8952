'use client';
/** Cancelling an expense with a reason: it stays in the book, marked, out of every total. */
import { CancelWithReason } from '@/components/ui/cancel-with-reason';
import type { ExpenseRow } from '@/lib/api/modules/expenses/types';

export function CancelExpense({ row }: { row: ExpenseRow }) {
  return (
    <CancelWithReason
      url={`/api/expenses/${row.id}/cancel`}
      id={`expense-${row.id}`}
      ariaLabel={`Cancel ${row.title}`}
      title={`Cancel “${row.title}”`}
      explanation="The expense stays in the book, marked cancelled with the reason, and no longer counts in any total."
      confirmLabel="Cancel expense"
    />
  );
}
