'use client';
/** Previous / Next under a short paged table, with "Page n of m" and what it counts. */
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';

export function Pager(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** e.g. "2000 students", shown after the page numbers. */
  counted?: string;
}) {
  const t = useTranslations('people');
  return (
    <div className="d-flex align-items-center gap-2 mb-3">
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('pager.previous')}
      </Button>
      <span className="small" aria-live="polite">
        {t('pager.page', { page: props.page, pages: props.pages })}
        {props.counted ? ` · ${props.counted}` : ''}
      </span>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('pager.next')}
      </Button>
    </div>
  );
}
