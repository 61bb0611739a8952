'use client';
/**
 * Who owes what (GET /api/fee-dues): every student of the session year with their due, paid,
 * waived, refunded, outstanding and days overdue, most owed first; filtered by class-section,
 * fee type, overdue and a minimum outstanding (and search); the totals of the whole filter;
 * CSV and print (the printout names the filters as text). On a phone the rows are cards.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import Form from 'react-bootstrap/Form';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import type { Option } from '@/components/ui/fields';
import { useSchoolFormat } from '@/components/ui/school-format';
import { LIST_KEY } from '@/components/ui/list-key';
import { useList } from '@/components/ui/use-list';
import { useUrlFilter } from '@/components/ui/use-url-state';
import type { DuesRow } from '@/lib/api/modules/fees/types';
import { apiFetch } from '@/lib/client/api-fetch';
import { STALE_TIME } from '@/lib/client/query-policy';
import { parseMoney, toDecimalString } from '@/lib/money';
import { useFeeOptions } from './shared';

const DUES_PATH = '/api/fee-dues';

type Totals = {
  students: number;
  overdue_students: number;
  due: number;
  paid: number;
  waived: number;
  refunded: number;
  outstanding: number;
};

/**
 * The totals of the filter, which ride on the list's count (`total=only`): the same request,
 * under the same key, as the one useList makes for its total, so it is made once per filter.
 */
function useDuesTotals(filters: Record<string, string>, search: string) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (search) params.set('search', search);
  params.set('total', 'only');
  const key = params.toString();
  return useQuery({
    queryKey: [LIST_KEY, DUES_PATH, key],
    queryFn: () => apiFetch<{ totals?: Totals }>(`${DUES_PATH}?${key}`),
    staleTime: STALE_TIME.listTotal,
  }).data?.totals;
}

export function DuesScreen() {
  const t = useTranslations('fees');
  const format = useSchoolFormat();
  const [section, setSection] = useUrlFilter('class_section_id');
  const [feeType, setFeeType] = useUrlFilter('fee_type_id');
  const [overdue, setOverdue] = useUrlFilter('overdue');
  const [minimum, setMinimum] = useUrlFilter('min_outstanding');
  const sections = useFeeOptions('class_section');
  const feeTypes = useFeeOptions('feesType');
  const filters = {
    class_section_id: section,
    fee_type_id: feeType,
    overdue,
    min_outstanding: minimum,
  };
  const list = useList<DuesRow>(DUES_PATH, filters);
  const [search] = useUrlFilter('search');
  const totals = useDuesTotals(filters, search);
  const labelOf = (options: Option[], value: string) =>
    options.find((o) => String(o.value) === value)?.label ?? value;
  // The filters as words, for the printout (inputs do not print).
  const applied = [
    section && `${t('dues.classSection')}: ${labelOf(sections, section)}`,
    feeType && `${t('dues.feeType')}: ${labelOf(feeTypes, feeType)}`,
    overdue === 'true' && t('dues.overdueOnly'),
    minimum && `${t('dues.minimum')}: ${format.money(Number(minimum))}`,
  ].filter(Boolean);
  return (
    <>
      <h1 className="h3 mb-3">{t('dues.title')}</h1>
      <p className="print-only" data-testid="dues-filters">
        {applied.length ? applied.join(' · ') : t('dues.noFilter')}
      </p>
      {totals && (
        <p data-testid="dues-totals">
          {t('dues.totals', {
            students: totals.students,
            overdue: totals.overdue_students,
            due: format.money(totals.due),
            paid: format.money(totals.paid),
            waived: format.money(totals.waived),
            refunded: format.money(totals.refunded),
          })}{' '}
          <strong>
            {t('dues.outstandingTotal', { amount: format.money(totals.outstanding) })}
          </strong>
        </p>
      )}
      <DataTable<DuesRow>
        title={t('dues.students')}
        list={list}
        emptyText={t('dues.empty')}
        filters={
          <>
            <FilterSelect
              id="dues-section"
              label={t('dues.classSection')}
              all={t('history.all')}
              value={section}
              onChange={setSection}
              options={sections}
            />
            <FilterSelect
              id="dues-fee-type"
              label={t('dues.feeType')}
              all={t('history.all')}
              value={feeType}
              onChange={setFeeType}
              options={feeTypes}
            />
            <Form.Check
              id="dues-overdue"
              className="align-self-center"
              label={t('dues.overdueOnly')}
              checked={overdue === 'true'}
              onChange={(e) => setOverdue(e.target.checked ? 'true' : '')}
            />
            <Form.Group controlId="dues-minimum" style={{ maxWidth: '10rem' }}>
              <Form.Label className="small mb-0">
                {t('dues.minimum')} ({format.currency})
              </Form.Label>
              <Form.Control
                size="sm"
                inputMode="decimal"
                defaultValue={minimum ? toDecimalString(Number(minimum), format.currency) : ''}
                onBlur={(e) => {
                  const parsed = e.target.value.trim()
                    ? parseMoney(e.target.value, format.currency, format.currencySymbol)
                    : null;
                  setMinimum(parsed?.ok ? String(parsed.minor) : '');
                }}
              />
            </Form.Group>
          </>
        }
        columns={[
          {
            header: t('dues.student'),
            sort: 'student_name',
            cell: (r) => `${r.student_name} (${r.admission_no})`,
          },
          { header: t('dues.classSection'), cell: (r) => r.class_section_name ?? '' },
          { header: t('dues.due'), sort: 'due', cell: (r) => format.money(r.due + r.late_fee) },
          { header: t('dues.paid'), sort: 'paid', cell: (r) => format.money(r.paid) },
          { header: t('dues.waived'), cell: (r) => format.money(r.waived) },
          { header: t('dues.refunded'), cell: (r) => format.money(r.refunded) },
          {
            header: t('dues.outstanding'),
            sort: 'outstanding',
            cell: (r) => <strong>{format.money(r.outstanding)}</strong>,
          },
          {
            header: t('dues.overdueDays'),
            sort: 'overdue_days',
            cell: (r) => (r.overdue_days > 0 ? t('dues.days', { count: r.overdue_days }) : ''),
          },
        ]}
      />
    </>
  );
}
