'use client';
/**
 * A list of filed requests with approve/reject on the pending ones: registrations and partner
 * applications. Every status by default, newest first; searchable, a page at a time, with a CSV
 * of the whole filter.
 */
import { useTranslations } from 'use-intl';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useList } from '@/components/ui/use-list';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { ReviewActions } from './review-actions';

type Reviewed = { id: number; status: string };

export function ReviewTable<Row extends Reviewed>({
  title,
  path,
  columns,
  label,
  emptyText,
}: {
  title: string;
  /** The list's API path; approve and reject live at {path}/{id}/approve|reject. */
  path: string;
  columns: Column<Row>[];
  /** Names the row in the buttons' accessible names. */
  label: (row: Row) => string;
  emptyText: string;
}) {
  const t = useTranslations('provider');
  // '' = every status (the API's own default is pending only).
  const [status, setStatus] = useUrlFilter('status');
  const list = useList<Row>(path, { status: status || 'all' });
  return (
    <DataTable
      title={title}
      list={list}
      columns={columns}
      emptyText={emptyText}
      filters={
        <FilterSelect
          id="review-status"
          label={t('columns.status')}
          all={t('columns.everyStatus')}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'pending', label: t('review.pending') },
            { value: 'approved', label: t('review.approved') },
            { value: 'rejected', label: t('review.rejected') },
          ]}
        />
      }
      actions={(row) => (
        <ReviewActions base={path} id={row.id} status={row.status} label={label(row)} />
      )}
    />
  );
}
