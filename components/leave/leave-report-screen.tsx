'use client';
/** /leave/report: per person and leave type for a month — allocated, taken, without pay, remaining. */
import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { DataTable } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useList } from '@/components/ui/use-list';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { apiFetch } from '@/lib/client/api-fetch';
import { monthOf } from '@/lib/calendar';
import type { LeaveReportRow } from '@/lib/api/modules/leave/types';

type Row = LeaveReportRow;

export function LeaveReportScreen() {
  const t = useTranslations('leave');
  const format = useSchoolFormat();
  const [month, setMonth] = useUrlFilter('month', monthOf(format.today()));
  const [kind, setKind] = useUrlFilter('kind');
  const [type, setType] = useUrlFilter('leave_type_id');
  const types = useQuery({
    queryKey: ['leave-types-all'],
    queryFn: async () =>
      (await apiFetch<{ data: { id: number; name: string }[] }>('/api/leave-types?per_page=100'))
        .data,
  });
  const list = useList<Row>('/api/leave-report', { month, kind, leave_type_id: type });
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {t('titles.report')}
      </h1>
      <DataTable
        title={t('titles.report')}
        list={list}
        columns={[
          {
            header: t('list.person'),
            sort: 'person',
            cell: (r) => (
              <>
                {r.person}
                <div className="small text-muted">{r.class_section ?? t('filter.staff')}</div>
              </>
            ),
          },
          { header: t('report.leaveType'), sort: 'leave_type', cell: (r) => r.leave_type },
          {
            header: t('report.allocated'),
            cell: (r) => `${r.allocated}${r.carried_forward ? ` + ${r.carried_forward}` : ''}`,
          },
          { header: t('report.takenInMonth'), cell: (r) => r.taken_in_month },
          { header: t('report.withoutPayInMonth'), cell: (r) => r.without_pay_in_month },
          { header: t('report.takenToMonthEnd'), cell: (r) => r.taken_to_month_end },
          { header: t('report.remaining'), sort: 'remaining', cell: (r) => r.remaining },
        ]}
        filters={
          <>
            <Form.Group controlId="leave-report-month">
              <Form.Label className="small mb-1">{t('report.month')}</Form.Label>
              <Form.Control
                type="month"
                value={month}
                onChange={(e) => e.target.value && setMonth(e.target.value)}
              />
            </Form.Group>
            <FilterSelect
              id="leave-report-kind"
              label={t('filter.whose')}
              all={t('filter.staffAndStudents')}
              value={kind}
              onChange={setKind}
              options={[
                { value: 'staff', label: t('filter.staff') },
                { value: 'student', label: t('filter.students') },
              ]}
            />
            <FilterSelect
              id="leave-report-type"
              label={t('report.leaveType')}
              all={t('report.allTypes')}
              value={type}
              onChange={setType}
              options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            />
          </>
        }
        emptyText={t('report.empty')}
      />
    </section>
  );
}
