'use client';
/**
 * The fee summary of the default session year (GET /api/fees/fee-summary), in the school's
 * currency: due, collected, waived, late fees, outstanding, overdue students, and the
 * collections per month as a bar chart. Staff only: a guardian never asks for it.
 */
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useSchoolFormat } from '@/components/ui/school-format';
import { BarChart } from './bar-chart';
import { failureMessage } from './queries';
import { useFeeSummary } from './use-dashboard-data';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

export function FeeSummaryCard({ sessionYearId }: { sessionYearId: number | undefined }) {
  const { data, isError, error } = useFeeSummary(sessionYearId, true);
  const format = useSchoolFormat();
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Fee summary{data ? ` · ${data.session_year_name}` : ''}
        </Card.Title>
        {isError ? (
          <p className="text-danger mb-0" role="alert">
            The fee summary could not be loaded: {failureMessage(error)}
          </p>
        ) : !data ? (
          <div role="status" aria-label="Loading the fee summary">
            <Placeholder as="p" animation="glow">
              <Placeholder xs={7} /> <Placeholder xs={4} /> <Placeholder xs={6} />
            </Placeholder>
          </div>
        ) : (
          <>
            <dl className="fee-summary row mb-3" data-testid="fee-summary">
              {(
                [
                  ['Total due', format.money(data.total_due)],
                  ['Collected', format.money(data.collected)],
                  ['Waived', format.money(data.waived)],
                  ['Late fees', format.money(data.late_fees)],
                  ['Outstanding', format.money(data.outstanding)],
                  ['Overdue students', String(data.overdue_students)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="col-6 col-md-4 mb-2">
                  <dt className="small text-body-secondary">{label}</dt>
                  <dd className="fs-5 fw-semibold mb-0">{value}</dd>
                </div>
              ))}
            </dl>
            {data.per_month.length ? (
              <BarChart
                title="Collections per month"
                caption="Payments received each month, cancelled ones left out."
                bars={data.per_month.map((m) => ({
                  label: monthLabel(m.month),
                  value: m.collected,
                }))}
                format={format.money}
              />
            ) : (
              <p className="mb-0 text-body-secondary">No payments collected yet this year.</p>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
