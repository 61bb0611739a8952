'use client';
/**
 * The one data table: server-side pagination, search and sort (via useList), loading, empty
 * and error states, per-row actions, a CSV export and a printout of exactly the filter on
 * screen. On a phone each row stacks into a card (label and value per line, actions last), so
 * the main column and the actions stay in view without sideways scrolling.
 */
import { useEffect, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useLocale, useTranslations } from 'use-intl';
import { isFiltered, useListPrint } from './list-print';
import { PrintButton } from './print-button';
import { PrintedFilters, useFilterSummary } from './printed-filters';
import { PAGE_SIZES, type useList } from './use-list';
import { numberFormat } from '@/lib/i18n/intl-formats';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort name, when the column can be sorted. */
  sort?: string;
};

type Props<Row extends { id: number }> = {
  title: string;
  list: ReturnType<typeof useList<Row>>;
  columns: Column<Row>[];
  actions?: (row: Row) => ReactNode;
  /** Filters shown beside the search box. */
  filters?: ReactNode;
  /** What an empty list says when nothing is filtered: what to do first. */
  emptyText: string;
  /** Ways out of an empty list (links or buttons: "Admit a student", "Import"). */
  emptyActions?: ReactNode;
  /** False only for a list whose API has no CSV export (every list on the shared machinery has one). */
  exportable?: boolean;
};

export function DataTable<Row extends { id: number }>({
  title,
  list,
  columns,
  actions,
  filters,
  emptyText,
  emptyActions,
  exportable = true,
}: Props<Row>) {
  const t = useTranslations('common');
  const locale = useLocale();
  const printout = useListPrint<Row>(list.csvHref);
  const { clear } = printout;
  // On paper the filters are a line of text, not their inputs (the bar is d-print-none:
  // Bootstrap's d-flex is !important too, and its own print utility comes after it).
  const { ref: filterBar, applied: appliedFilters, read: readFilters } = useFilterSummary();
  useEffect(() => {
    window.addEventListener('afterprint', clear);
    return () => window.removeEventListener('afterprint', clear);
  }, [clear]);
  const filtered = isFiltered(list.csvHref);
  const { data, isPending, isError, error, isFetching, refetch } = list.query;
  const rows = data?.data ?? [];
  // Counted apart from the page (use-list.ts); past 10,000 rows the API stops: "10,000+".
  const total = list.total;
  const pages =
    total && !total.capped ? Math.max(1, Math.ceil(total.count / list.perPage)) : undefined;
  const from = rows.length === 0 ? 0 : (list.page - 1) * list.perPage + 1;
  const to = rows.length === 0 ? 0 : from + rows.length - 1;
  const hasNext = data?.meta.has_more ?? false;
  // Row numbers without grouping ("1001–1025"), the total with it ("1,234"), as before.
  const plain = (n: number) => numberFormat(locale, { useGrouping: false }).format(n);
  const totalText =
    total && `${numberFormat(locale).format(total.count)}${total.capped ? '+' : ''}`;

  return (
    <div className="data-table">
      <div
        ref={filterBar}
        className="d-flex flex-wrap gap-2 align-items-end mb-3 no-print d-print-none"
      >
        <Form.Group controlId="list-search" className="flex-grow-1" style={{ maxWidth: 320 }}>
          <Form.Label className="small mb-1">{t('table.search')}</Form.Label>
          <Form.Control
            type="search"
            value={list.searchInput}
            onChange={(e) => list.setSearchInput(e.target.value)}
            placeholder={t('table.searchPlaceholder', { title: title.toLowerCase() })}
          />
        </Form.Group>
        {filters}
        <div className="ms-auto d-flex gap-2 no-print">
          {exportable && (
            <a
              className="btn btn-outline-secondary"
              href={list.csvHref}
              download
              title={t('table.exportTitle')}
            >
              {t('table.exportCsv')}
            </a>
          )}
          <PrintButton
            prepare={async () => {
              readFilters();
              await printout.load();
            }}
          />
        </div>
      </div>

      {isError ? (
        <Alert variant="danger" className="d-flex align-items-center gap-3">
          <span>{t('table.loadFailed', { title, error: error.message })}</span>
          <Button size="sm" variant="outline-danger" onClick={() => void refetch()}>
            {t('table.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <div className={`data-table-scroll${printout.rows ? ' print-hidden' : ''}`}>
          <Table hover className="align-middle data-table-stack" aria-busy={isFetching}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" aria-sort={ariaSort(list.sort, c.sort)}>
                    {c.sort ? (
                      <button
                        type="button"
                        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
                        onClick={() => list.toggleSort(c.sort as string)}
                      >
                        {c.header} {sortMark(list.sort, c.sort)}
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                ))}
                {actions && (
                  <th scope="col" className="text-end no-print">
                    {t('table.actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {isPending ? (
                <tr>
                  {/* As tall as the page of rows to come, so nothing below it moves when they arrive. */}
                  <td
                    colSpan={columns.length + 1}
                    className="text-center align-top py-4"
                    style={{ height: `${list.perPage * 2.9}rem` }}
                  >
                    <Spinner animation="border" size="sm" /> {t('table.loading')}
                  </td>
                </tr>
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length + 1} className="data-table-empty text-center py-4">
                    {filtered ? (
                      <p className="mb-0">
                        {list.searchInput.trim()
                          ? t('table.noMatchSearch', { search: list.searchInput.trim() })
                          : t('table.noMatch')}
                      </p>
                    ) : (
                      <>
                        <p className="mb-2">{emptyText}</p>
                        {emptyActions && (
                          <div className="d-flex flex-wrap justify-content-center gap-2 no-print">
                            {emptyActions}
                          </div>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.id}>
                    {columns.map((c) => (
                      <td key={c.header} data-label={c.header}>
                        {c.cell(row)}
                      </td>
                    ))}
                    {actions && (
                      <td className="data-table-actions text-end no-print">{actions(row)}</td>
                    )}
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        </div>
      )}

      <PrintedFilters applied={appliedFilters} />
      {printout.rows && (
        <Table className="print-only data-table-print">
          <caption>
            {t('table.printCaption', {
              title,
              shown: plain(printout.rows.length),
              total: total
                ? `${plain(total.count)}${total.capped ? '+' : ''}`
                : plain(printout.rows.length),
            })}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {printout.rows.map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <div className="d-flex flex-wrap align-items-center gap-2 no-print">
        <span className="small data-table-count" aria-live="polite">
          {totalText
            ? t('table.rangeOf', { from: plain(from), to: plain(to), total: totalText })
            : `${plain(from)}–${plain(to)}`}
        </span>
        <Form.Select
          size="sm"
          aria-label={t('table.rowsPerPage')}
          style={{ width: 'auto' }}
          value={list.perPage}
          onChange={(e) => list.setPerPage(Number(e.target.value))}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {t('table.perPage', { count: n })}
            </option>
          ))}
        </Form.Select>
        <div className="ms-auto btn-group">
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={list.page <= 1}
            onClick={() => list.setPage(list.page - 1)}
          >
            {t('table.previous')}
          </Button>
          <span className="btn btn-sm data-table-page">
            {pages
              ? t('table.pageOf', { page: plain(list.page), pages: plain(pages) })
              : t('table.page', { page: plain(list.page) })}
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={!hasNext}
            onClick={() => list.setPage(list.page + 1)}
          >
            {t('table.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}

function sortMark(current: string | undefined, key: string) {
  if (current === key) return '▲';
  if (current === `-${key}`) return '▼';
  return '';
}

function ariaSort(current: string | undefined, key: string | undefined) {
  if (!key) return undefined;
  if (current === key) return 'ascending' as const;
  if (current === `-${key}`) return 'descending' as const;
  return 'none' as const;
}
