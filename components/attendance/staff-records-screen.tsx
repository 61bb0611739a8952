'use client';
/**
 * /teacher/attendance-records: a month of staff attendance with totals (present, absent,
 * late, half, leave, without pay) and %: every staff member for a School Admin, one's own row
 * for other staff; CSV export.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { monthOf } from '@/lib/calendar';
import { apiFetch } from '@/lib/client/api-fetch';
import { MonthGrid, useStatusLegend, type GridDay, type GridRow } from './month-grid';
import type { AttendanceStatus } from './status';

type StaffMonth = {
  month: string;
  everyone: boolean;
  days: GridDay[];
  staff: (GridRow & { roles: string[] })[];
  totals: { counts: Record<AttendanceStatus, number>; percent: number | null };
};

export function StaffRecordsScreen({ isStaff }: { isStaff: boolean }) {
  const t = useTranslations('attendance');
  const legend = useStatusLegend();
  const format = useSchoolFormat();
  const [month, setMonth] = useUrlFilter('month', monthOf(format.today()));
  const grid = useQuery({
    queryKey: ['staff-attendance-month', month],
    enabled: isStaff && /^\d{4}-\d{2}$/.test(month),
    queryFn: async () =>
      (await apiFetch<{ data: StaffMonth }>(`/api/staff-attendance/summary?month=${month}`)).data,
  });
  if (!isStaff)
    return (
      <>
        <h1 className="h3 mb-3">{t('records.title')}</h1>
        <p>{t('teacher.staffOnly')}</p>
      </>
    );
  return (
    <>
      <h1 className="h3 mb-3">{t('records.title')}</h1>
      <Row className="g-3 mb-3 align-items-end">
        <Col sm={6} md={3}>
          <Form.Group controlId="staff-records-month">
            <Form.Label className="small mb-1">{t('records.month')}</Form.Label>
            <Form.Control type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          </Form.Group>
        </Col>
        <Col>
          <a
            className="btn btn-sm btn-outline-secondary"
            href={`/api/staff-attendance/summary?month=${month}&format=csv`}
            download
          >
            {t('records.exportCsv')}
          </a>
        </Col>
      </Row>
      {grid.isPending ? (
        <div role="status" className="d-flex gap-2 align-items-center">
          <Spinner size="sm" animation="border" aria-hidden="true" /> {t('records.loadingMonth')}
        </div>
      ) : grid.isError ? (
        <Alert variant="danger">{grid.error.message}</Alert>
      ) : (
        <>
          {!grid.data.everyone && <p className="text-body-secondary">{t('records.ownOnly')}</p>}
          <MonthGrid
            legend={legend}
            caption={t('records.caption', { month: grid.data.month })}
            days={grid.data.days}
            rows={grid.data.staff}
            showWithoutPay
            footer={
              grid.data.everyone
                ? {
                    label: t('records.allStaff'),
                    counts: grid.data.totals.counts,
                    percent: grid.data.totals.percent,
                  }
                : undefined
            }
          />
        </>
      )}
    </>
  );
}
