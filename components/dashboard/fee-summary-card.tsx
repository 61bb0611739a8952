'use client';
/** The fee summary of the default session year, in the school's currency. */
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useSchoolFormat } from '@/components/ui/school-format';
import { failureMessage } from './queries';
import { useFeeSummary } from './use-dashboard-data';

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
          <dl className="fee-summary mb-0">
            <dt>Total fees set</dt>
            <dd className="fs-4 fw-semibold">{format.money(data.total_fees)}</dd>
            <dt>Fee structures</dt>
            <dd>{data.fee_structures}</dd>
            <dt>Classes with fees</dt>
            <dd className="mb-0">{data.classes_with_fees}</dd>
          </dl>
        )}
      </Card.Body>
    </Card>
  );
}
