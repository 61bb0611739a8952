'use client';
/**
 * The dashboard: a card per count the user may see, a chart of them, and the fee summary for
 * users who hold fees-list. Stats usually arrive prefetched by the server.
 */
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { FeeSummaryCard } from './fee-summary-card';
import { failureMessage, visibleStats } from './queries';
import { StatsChart } from './stats-chart';
import { useDashboardStats } from './use-dashboard-data';

export function DashboardView({
  firstName,
  canSeeFees,
}: {
  firstName: string;
  canSeeFees: boolean;
}) {
  const { data, isPending, isError, error, refetch, isFetching } = useDashboardStats();
  const cards = data ? visibleStats(data) : [];

  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">Welcome, {firstName}</h1>
        {data && <p className="mb-0 text-body-secondary">Session year {data.session_year.name}</p>}
      </div>

      {isPending && (
        <div role="status" className="d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" /> Loading the school&apos;s
          figures…
        </div>
      )}
      {isError && (
        <Alert variant="danger" className="d-flex align-items-center gap-3">
          <span>The dashboard figures could not be loaded: {failureMessage(error)}</span>
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => refetch()}
            disabled={isFetching}
          >
            Try again
          </Button>
        </Alert>
      )}

      {data && (
        <>
          {cards.length > 0 ? (
            <Row xs={2} md={3} xl={6} className="g-3 mb-4 ps-0" as="ul" aria-label="School figures">
              {cards.map((card) => (
                <Col as="li" key={card.key} className="list-unstyled">
                  <Card className="h-100 stat-card">
                    <Card.Body>
                      <p className="small text-body-secondary mb-1">{card.label}</p>
                      <p className="fs-3 fw-semibold mb-0">{card.value}</p>
                    </Card.Body>
                  </Card>
                </Col>
              ))}
            </Row>
          ) : (
            <p className="mb-4">
              There are no school-wide figures for your role. Use the menu to reach your screens.
            </p>
          )}
          <Row className="g-3">
            {cards.length > 1 && (
              <Col lg={canSeeFees ? 8 : 12}>
                <Card className="h-100">
                  <Card.Body>
                    <Card.Title as="h2" className="h5">
                      School at a glance
                    </Card.Title>
                    <StatsChart data={cards} />
                  </Card.Body>
                </Card>
              </Col>
            )}
            {canSeeFees && (
              <Col lg={cards.length > 1 ? 4 : 6}>
                <FeeSummaryCard sessionYearId={data.session_year.id} />
              </Col>
            )}
          </Row>
        </>
      )}
    </>
  );
}
