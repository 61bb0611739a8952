'use client';
/** /leave/report: per person and leave type for a month — allocated, taken, without pay, remaining. */
import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
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
        Leave report
      </h1>
      <DataTable
        title="Leave report"
        list={list}
        columns={[
          {
            header: 'Person',
            sort: 'person',
            cell: (r) => (
              <>
                {r.person}
                <div className="small text-muted">{r.class_section ?? 'Staff'}</div>
              </>
            ),
          },
          { header: 'Leave type', sort: 'leave_type', cell: (r) => r.leave_type },
          {
            header: 'Allocated',
            cell: (r) => `${r.allocated}${r.carried_forward ? ` + ${r.carried_forward}` : ''}`,
          },
          { header: 'Taken this month', cell: (r) => r.taken_in_month },
          { header: 'Without pay this month', cell: (r) => r.without_pay_in_month },
          { header: 'Taken to month end', cell: (r) => r.taken_to_month_end },
          { header: 'Remaining', sort: 'remaining', cell: (r) => r.remaining },
        ]}
        filters={
          <>
            <Form.Group controlId="leave-report-month">
              <Form.Label className="small mb-1">Month</Form.Label>
              <Form.Control
                type="month"
                value={month}
                onChange={(e) => e.target.value && setMonth(e.target.value)}
              />
            </Form.Group>
            <FilterSelect
              id="leave-report-kind"
              label="Whose"
              all="Staff and students"
              value={kind}
              onChange={setKind}
              options={[
                { value: 'staff', label: 'Staff' },
                { value: 'student', label: 'Students' },
              ]}
            />
            <FilterSelect
              id="leave-report-type"
              label="Leave type"
              all="All types"
              value={type}
              onChange={setType}
              options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            />
          </>
        }
        emptyText="No leave type applies to anyone here this month: leave types name the roles they apply to."
      />
    </section>
  );
}
